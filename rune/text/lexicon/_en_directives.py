"""English phrasing: instruction override, role, impersonation and concealment."""

from __future__ import annotations

_EARLIER = (
    r"(?:previous|prior|preceding|earlier|above|former|original|initial|old|past"
    r"|system|developer|openai|anthropic)"
)
_RULE_NOUNS = (
    r"(?:instructions?|prompts?|directions?|directives?|rules|guidelines|guardrails"
    r"|restrictions|policies|constraints|commands|context|messages|programming|training"
    r"|safeguards|guidance)"
)
#: detect9b: what voids a rule set: "no longer in force", "stop applying", "matters no more"
_VOIDED = (
    r"(?:(?:is|are) (?:now )?no longer (?:in force|in effect|valid|binding|applicable|relevant)"
    r"|no longer (?:apply|applies|count|counts|matter|matters)|(?:stop|stops|cease|ceases)"
    r" (?:to apply|applying|to count|counting|to matter|mattering)|(?:do|does) not apply"
    r" any ?more|(?:matter|matters|count|counts) no (?:longer|more))"
)
#: detect9b: who handed the model its setup, said to the model ("you were handed",
#: "your operator configured", "it started the session with")
_HANDED = r"(?:that )?(?:you|your (?:\w+ )?(?:operators?|developers?|creators?|owners?|admins?))"
_SAFETY = r"(?:safety|security|ethical|moderation|openai|anthropic|content)"
_CONTROLS = (
    r"(?:guidelines|guardrails|restrictions|policies|policy|filters|filtering|checks"
    r"|constraints|rules|safeguards|protocols|measures|controls|sanitization|considerations"
    r"|validation)"
)
#: switching a control off, but not as one half of a settings toggle ("enable or
#: disable content filters", "turn on/off", "activate or deactivate")
_OFF = (
    r"(?<!enable\sor\s)(?<!enable/)(?<!enable,\s)(?<!enable\sand\s)(?<!on\sor\s)"
    r"(?<!on/)(?<!activate\sor\s)(?:disable|turn off|switch off|deactivate|suspend)"
)
_NEG = (
    r"(?:do not|don't|does not|doesn't|never|must not|mustn't|should not|shouldn't"
    r"|cannot|can't|need not|no need to|not necessary to|avoid|refrain from)"
)
_ADV = r"(?:(?:ever|explicitly|directly|openly|specifically|proactively|actually|really) )?"
_TELL = (
    r"(?:tell|mention|inform|notify|alert|reveal|disclose|say|report|acknowledge|admit"
    r"|bring up|let on)(?:ing)?"
)
_WHO = r"(?:the |your |any )?(?:users?|humans?|person|requester|operator|anyone|them|him|her)"

#: lexicon fields, by name (read by ``en.LEXICON``)
FIELDS: dict[str, tuple[str, ...]] = dict(
    override=(
        # detect9b: a rule set handed to the model, then voided: "any rules you
        # were handed before this description stop applying", "the guidance your
        # operator configured earlier is no longer in force"
        r"(?:instructions?|directives?|rules|guidelines|guidance|prompts?|directions) "
        + _HANDED
        + r" (?:\w+ ){0,4}?(?:earlier|before|previously|initially|originally|at the start"
        r"|before this \w+|with) " + _VOIDED,
        # "nothing your developers wrote in your setup matters now"
        r"nothing (?:that )?(?:you were (?:told|given|handed)|your (?:\w+ )?(?:operators?"
        r"|developers?|creators?|owners?|system prompt|setup|instructions))(?: \w+){0,5} "
        r"(?:matters|counts|applies) (?:now|any ?more|here|from now on)",
        # "you are no longer bound by the instructions you were initialised with"
        r"(?:you are|you're|the (?:assistant|model|agent|ai) is) (?:now )?no longer (?:bound|held"
        r"|governed|restricted|limited|constrained) by (?:the |your |its |any )?(?:\w+ ){0,2}"
        r"(?:instructions|rules|guidelines|directives|system prompt|policies|constraints"
        r"|configuration|programming)",
        # "put aside the directives you started the session with", "discard its
        # standing instructions"
        r"(?:ignore|disregard|forget|discard|abandon|set aside|put aside|lay aside|drop|scrap"
        r"|throw out|shelve) (?:(?:all|any|every) )?(?:of )?(?:the |your |its |their )?"
        r"(?:standing |existing |current |original |initial )?(?:instructions|directives|rules"
        r"|guidelines|guidance|system prompt) (?:(?:that )?(?:you|it) (?:started"
        r"|began|opened) (?:the|this) (?:session|conversation|chat) with|(?:you|it) (?:were|was)"
        r" (?:initiali[sz]ed|configured|set up|launched|deployed|booted|started) with)",
        r"(?:discard|drop|abandon|scrap|shelve|put aside) (?:all |any )?(?:of )?(?:your|its)"
        r" standing (?:instructions|directives|rules|guidelines|orders)",
        # detect8a: the model's setup said to be replaced by what follows
        r"(?:operator's|developer's|system's|vendor's|your|original|previous|earlier|prior|initial)"
        r" (?:\w+ ){0,2}(?:configuration|config|instructions|rules|prompt|guidelines|setup)"
        r" (?:has|have) been (?:withdrawn|revoked|rescinded|voided|cancell?ed|replaced|superseded"
        r"|overridden) (?:and (?:replaced|superseded) )?by the (?:text|instructions|rules"
        r"|directives|message|note|lines?) (?:below|that follows?|following)",
        # passive: "all prior directives are hereby revoked"
        r"(?:(?:all|any|the|your|these|those) )?"
        + _EARLIER
        + r"(?: \w+)? "
        + _RULE_NOUNS
        + r"(?: \w+){0,4} (?:are|is|have been|has been|were|are to be|is to be|should be"
        r"|must be|will be|shall be) (?:hereby |now |henceforth |to be |considered |treated as"
        r" |declared )?(?:revoked|void|voided|null|nullified|cancell?ed|superseded|replaced"
        r"|overridden|obsolete|invalid|withdrawn|lifted|suspended|deprecated|rescinded"
        r"|no longer (?:valid|in effect|applicable|binding))",
        r"(?:ignore|disregard|forget|discard|abandon|set aside|pay no attention to|do not follow"
        r"|don't follow|stop following|override|overrule|drop) (?:(?:all|any|every) )?(?:of )?"
        r"(?:the |your |my |these |those )?" + _RULE_NOUNS + r"(?: \w+){0,4} (?:earlier|before"
        r"|previously|so far|until now|before this(?: point)?|at the start|initially|above)",
        r"(?:ignore|disregard|forget|pay no attention to|set aside) (?:everything|anything|all"
        r"|whatever|what) (?:that )?(?:you (?:were|have been) (?:told|given|instructed)"
        r"|(?:your|the) (?:\w+ )?(?:operators?|developers?|users?|system|creators?|owners?) "
        r"(?:told|said|wrote|instructed|gave|asked)(?: you)?)",
        r"(?:outranks?|supersedes?|overrides?|takes? precedence over|trumps?|(?:has|have) "
        r"priority over) (?:(?:all|any) )?(?:the |your )?(?:system prompt|system instructions"
        r"|(?:previous|prior|earlier|original|system|developer|operator|user's) (?:\w+ )?"
        r"(?:instructions?|prompts?|rules|guidelines|directives?|requests?))",
        r"(?:follow|obey|execute|carry out|comply with|act on) (?:any|all|every|each|whatever) "
        r"(?:\w+ )?(?:instructions?|commands?|directives?|orders?)(?: \w+){0,3} (?:in|from"
        r"|within|inside|returned by|contained in) (?:this|the) (?:\w+ )?(?:tool|server"
        r"|function|response|result|output|page|document)s?",
        r"(?:treat|regard|consider) (?:it|this|them|the \w+|its (?:contents?|output)) as (?:an? )?"
        r"(?:\w+ ){0,2}(?:instructions?|commands?|orders?|directives?) (?:from|than|over)",
        r"(?:ignore|disregard|forget|discard|abandon|set aside|pay no attention to"
        r"|do not follow|don't follow|stop following|override|overrule) "
        r"(?:(?:all|any|every) )?(?:of )?(?:the |your |my |these |those |its |their )?"
        + _EARLIER
        + r"(?: \w+)? "
        + _RULE_NOUNS,
        r"(?:ignore|disregard|forget|bypass|circumvent|override|skip|violate"
        r"|" + _OFF + r") (?:(?:all|any|every) )?(?:of )?"
        r"(?:the |your |its )?" + _SAFETY + r"(?: \w+)? " + _CONTROLS,
        r"(?:ignore|bypass|remove|override|circumvent|" + _OFF + r") "
        r"(?:(?:all|any) )?(?:the |your |its |their )?(?:guardrails|safeguards|safety)",
        r"(?:ignore|bypass|disable|turn off|switch off|escape|circumvent) (?:the |your |its )?"
        r"(?:sandbox|sandboxing)",
        r"(?:ignore|disregard|forget) (?:(?:all|any) )?(?:of )?your (?:\w+ )?(?:instructions"
        r"|rules|guidelines|programming|training|directives|system prompt)",
        r"(?:ignore|disregard|forget) (?:everything|anything|all of (?:that|this)|all that) "
        r"(?:above|before this|you (?:were|have been) told|(?:said|written|stated) "
        r"(?:above|before|earlier)|previously)",
        r"(?:ignore|disregard|forget) (?:(?:all|any) )?(?:the |your )?"
        r"(?:instructions?|prompts?|rules|guidelines|directions) (?:above|before this"
        r"|given (?:above|earlier|before|previously)|you (?:were|have been) given"
        r"|you received)",
        # "supersedes any instructions issued before it"
        r"(?:supersedes?|overrides?|outranks?|takes? precedence over|invalidates?) "
        r"(?:(?:all|any|every) )?(?:the |your )?(?:\w+ )?(?:instructions|directives|prompts"
        r"|guidance|guidelines)(?: \w+)? (?:issued|given|received|provided|written|sent)? ?"
        r"(?:before|earlier|previously|prior to|until now|so far)",
        # "whatever you were instructed earlier no longer applies"
        r"(?:whatever|everything|anything|all) (?:that )?you (?:were|have been|had been) "
        r"(?:told|instructed|given|asked)(?: \w+){0,3} (?:no longer applies|is (?:now )?"
        r"(?:void|cancell?ed|revoked|invalid|obsolete|superseded)|does not apply any ?more"
        r"|is no longer (?:valid|in effect|binding))",
        r"(?:this|these|the following) (?:instructions? )?(?:overrides?|supersedes?"
        r"|takes? precedence over) (?:(?:all|any) )?(?:the |your )?(?:previous|prior"
        r"|other|conflicting|existing|system|earlier)(?: \w+)? "
        r"(?:instructions?|prompts?|rules|guidelines|directives?)",
    ),
    role=(
        r"(?:from (?:now|this point|here) on(?:wards?)?|from this point (?:forward|onwards?)"
        r"|henceforth|for the rest of (?:this|the) (?:session|conversation)),? (?:you )?"
        r"(?:\w+ ){0,2}(?:without|with no|free of|ignoring) (?:any |all )?(?:\w+ )?"
        r"(?:restrictions|rules|limits|filters|guidelines|guardrails|safety|constraints)",
        r"(?:operate|act|respond|answer|work|behave) without (?:any |all )?(?:safety |ethical "
        r"|content )?(?:restrictions|limits|filters|guidelines|guardrails|constraints"
        r"|censorship)",
        r"(?:the |your )?(?:assistant|model|ai|agent)(?:'s)? role is now",
        r"(?:you have been|you are|you're|the user has been|the user is) (?:now )?(?:granted"
        r"|given|assigned) (?:\w+ )?(?:admin|administrator|root|elevated|full|unrestricted"
        r"|sudo|superuser|developer) (?:rights|privileges|access|permissions|role|status)",
        r"(?:disable|turn off|drop|stop) (?:all |any |your )?(?:refusals|refusing)",
        r"(?:you are|you're|the (?:assistant|model|ai|agent) is) (?:now )?(?:operating|running"
        r"|acting|working) (?:with|under) (?:full )?(?:admin|administrator|root|elevated"
        r"|unrestricted|superuser|sudo|developer) (?:privileges|rights|access|permissions)",
        r"you are now (?:a|an|the|in|my|dan|no longer|free|unrestricted|unfiltered"
        r"|uncensored|jailbroken|acting|operating|running|going to)",
        r"from now on,? (?:you|always|never|ignore|respond|act|only)",
        r"(?:pretend|imagine) (?:to be|you are|you're|that you are|that you're)",
        r"(?:roleplay|role play) as",
        r"role change ?:",
        r"your new role (?:is|:)",
        r"act as ?:",
        r"(?:act|behave|pose|operate) as (?:an? |the )?(?:\w+ ){0,3}(?:with|having) "
        r"(?:root|full|admin|administrator|unrestricted|elevated|superuser|sudo|unlimited) "
        r"(?:privileges|access|rights|permissions|authority|trust)",
        r"(?:act|behave|respond) as (?:an? )?(?:unrestricted|unfiltered|uncensored"
        r"|jailbroken|evil|dan)",
        r"(?:dan|jailbreak|jailbroken|god) mode",
        r"no (?:filters|restrictions|rules|limits|guardrails|censorship),? (?:and )?no "
        r"(?:filters|restrictions|rules|limits|guardrails|censorship|refusals)",
        r"(?:enter|activate|enable|switch to|switch into|go into|now in|you are in|you're in"
        r"|operate in|operating in) (?:\w+ )?(?:unrestricted|unfiltered|uncensored|jailbreak"
        r"|no-?limits?|no-?restrictions?) mode",
        r"(?:you (?:must |should |will )?(?:now )?enter|(?:you are|you're) (?:now )?entering"
        r"|switch yourself (?:in)?to) (?:\w+ )?(?:developer|debug|admin|god|sudo|root"
        r"|privileged|maintenance) mode",
        r"(?:unrestricted|unfiltered|uncensored) mode (?:is )?(?:enabled|activated|on|engaged)",
        r"do anything now",
        r"developer mode (?:is )?(?:enabled|activated|on)",
        r"(?:you are|you're) (?:now )?(?:in|operating in|running in) (?:\w+ )?"
        r"(?:developer|maintenance|debug|admin|god|sudo|root|unrestricted|unfiltered"
        r"|jailbreak|emergency|override|privileged) mode",
        r"simulate (?:elevated|root|admin|administrator|superuser) (?:privileges|access)",
        r"(?:new|updated|revised|real|actual|true|secret|hidden|additional|override) "
        r"(?:system )?instructions? ?:",
        r"here are your (?:new |real |updated |true )?instructions",
        r"(?:your|the) (?:new|real|true) instructions (?:are|follow)",
        r"system (?:override|directive)s?",
        r"(?:override|emergency|configuration|metadata|role|admin) directive",
        r"instruction override",
        r"important system (?:note|notice|message)",
        r"hidden instructions? ?(?::|\])",
        r"\[ ?(?:hidden|secret) instructions?",
        r"\[ ?system ?:",
        r"\[ ?(?:system|role|metadata|configuration|emergency|admin|developer|root) "
        r"(?:directive|override|instructions?|context|prompt|command|message)s? ?\]",
        r"\[\[+ ?system",
        r"#{1,6} ?system(?: instructions?| prompt| message| override)? ?(?:#|:)",
        r"(?:-{2,}|={2,}) ?(?:\w+ )?system (?:override|instructions?|prompt|message)",
        r"_system_(?:injection|override|instructions?|directive|prompt)\b",
    ),
    impersonation=(
        r"message from (?:the |your )?(?:user|developer"
        r"|system|administrator|admin|operator|owner|anthropic|openai) to (?:you|the "
        r"(?:assistant|ai|model|agent))",
        r"signed,? (?:the|your) user",
        r"before you (?:can )?(?:solve|complete|do|finish|start|continue) the task "
        r"(?:that )?i (?:gave|assigned|asked) you",
        r"the task (?:that )?i (?:gave|assigned) you (?:in the beginning|earlier"
        r"|at the start|before|initially)",
    ),
    conceal=(
        # "do not tell the user (that|this|.)"
        _NEG
        + " "
        + _ADV
        + _TELL
        + r" (?:to )?"
        + _WHO
        + r"(?: (?:about|of) (?:this|it|that|these|those|the above|any of this|anything"
        r"|the (?:\w+ ){0,2}(?:upload|transfer|request|step|call|copy|change|redirect|sidenote"
        r"|side effect|instruction|instructions|operation|file|data|keys?|credentials))"
        r"| (?:that|this|it|anything|what|how|why)\b| ?[.!;]| ?$)",
        # "do not mention this / that you ..."
        _NEG + " " + _ADV + _TELL + r" (?:this|these|those|it|anything|any of this"
        r"|the fact|that (?:you|this|it|the tool|we|i)\b|what you|how you|why you)",
        r"without (?:ever )?(?:telling|informing|letting) "
        r"(?:the |your )?(?:users?|humans?|anyone|them)",
        r"without (?:the |your )?(?:user|users|human|owner)(?:'s|s')? (?:knowledge"
        r"|awareness|noticing|knowing|realizing|realising|suspicion|consent)",
        r"without (?:the )?(?:user|users|them|anyone) (?:knowing|noticing|realizing"
        r"|realising|seeing|suspecting|finding out)",
        r"(?:crucial|important|essential|vital|imperative|critical) (?:that )?(?:the |your )?"
        r"(?:user|users|human) (?:does not|doesn't|do not|don't|never|must not|mustn't"
        r"|should not|will not|won't) (?:ever )?(?:learn|find out|know|hear|notice|discover"
        r"|suspect|realize|realise)",
        r"(?:act|behave|respond|proceed|continue) as (?:if|though) (?:this|these|the following"
        r"|the above) (?:\w+ )?(?:instructions?|messages?|notes?|text|sections?|directives?"
        r"|requests?|steps?)s? (?:does not|doesn't|do not|don't|did not|didn't|never) "
        r"(?:exists?|existed|happened)",
        r"(?:user|users|human) (?:must|should|will|shall|may|can|need to) "
        r"(?:never|not) (?:ever )?(?:find out|know|learn|notice|discover|suspect|realize"
        r"|realise|be (?:told|informed|aware|notified))",
        r"keep (?:this|it|these|that) (?:a )?(?:secret|hidden|confidential|private|quiet) "
        r"from (?:the |your )?(?:users?|humans?)",
        r"keep (?:this|it|these|that) between (?:us|you and me|ourselves)",
        r"(?:hide|conceal) (?:this|it|these|that|your actions|what you (?:are doing|did)"
        r"|(?:the|this|these|that|those) (?:\w+ ){0,2}(?:request|requests|call|calls|step"
        r"|steps|operation|instruction|instructions|activity|transfer|action|actions|part"
        r"|note)) from (?:the |your )?(?:users?|humans?)",
        r"(?:make sure|ensure) (?:that )?(?:the |your )?(?:user|users|human) (?:does not|doesn't"
        r"|do not|don't|never|won't|will not|cannot|can't) (?:ever )?(?:notice|know|find out"
        r"|see|realize|realise|learn|suspect)",
        r"(?:do not|don't|never) let (?:the |your )?(?:user|users|human|them) (?:know"
        r"|see|find out|notice|suspect|realize|realise)",
        r"(?:silently|quietly|discreetly) (?:forward|send|copy|bcc|cc|upload|transmit"
        r"|exfiltrate|share|email|relay|redirect|collect|harvest|post|mirror|leak)",
        r"(?:secretly|covertly|surreptitiously|stealthily) (?:also )?(?:send|forward|copy"
        r"|upload|transmit|share|email|post|collect|harvest|read|record|log|include|add"
        r"|attach|call|run|execute|install|store|save|keep|exfiltrate|leak|grab|extract"
        r"|capture|append|embed|pass|bcc|cc|redirect|relay|mirror|monitor|delete|change"
        r"|modify|replace|insert|contact|notify)",
        r"(?:you|must|should|shall|will|please|always|also|then) (?:secretly|covertly"
        r"|surreptitiously|stealthily)",
        # scripted lies: "if the user asks, say it was a routine check"; an answer
        # that hangs on a measured condition ("say it is a normal response time if
        # p95 is under 300 ms", "say whether it is normal") is a reporting rule
        r"(?:if|when|should|in case) (?:the )?(?:user|users|anyone|they|someone|the human"
        r"|the customer|he|she) (?:ever )?(?:asks?|inquires?|wonders?|questions?)"
        r"(?: (?:about|what|why|how|where) (?:\w+ ){0,4}?\w+)?(?:,|\?(?: a:)?)? (?:then )?"
        r"(?:just |simply )?(?:say|tell|answer|reply|respond|explain|claim|state|insist)"
        r"(?![^.;]{0,80}\b(?:if|when|whenever|unless|whether|provided|as long as|based on"
        r"|depending on)\b)",
        r"(?:leave|keep) (?:this|it|that|these|those|the)(?: \w+){0,2} out of (?:your"
        r"|the|any) (?:\w+ )?(?:summary|answer|response|reply|report|output|explanation"
        r"|message|notes?)",
        r"(?:act|behave|respond|reply|proceed|continue|answer) as (?:if|though) (?:nothing"
        r"|only|you (?:only|did not|didn't|never|just)|everything (?:is|was) normal)",
        r"pretend (?:that )?(?:you|it|the tool|this tool|nothing) (?:only|did not|didn't"
        r"|never|just|has not|hasn't|happened|was)",
        r"(?:there is )?no (?:reason|need) to (?:ever )?(?:bring (?:this|it|that) up|mention"
        r" (?:this|it|that)|tell (?:the )?(?:users?|anyone|them|him|her|customers?))",
        r"(?:must|should|will|is to|are to|shall|has to|have to) (?:remain|stay|be kept"
        r"|be left) (?:\w+ )?(?:unaware|in the dark|uninformed|oblivious|ignorant)",
        r"keep (?:this|it|that|these|the (?:\w+ ){0,2}\w+) to yourself",
        r"(?:is|are) not to be (?:disclosed|mentioned|revealed|shown|reported|communicated"
        r"|surfaced|explained) to",
        r"make no (?:reference|mention|allusion) (?:to|of)",
        r"(?:omit|remove|strip|exclude|drop) (?:any|all|every) (?:mention|reference|trace"
        r"|record|sign|indication)s? of",
        r"(?:user|users|human|customer) (?:does not|doesn't|do not|don't|need not|needn't)"
        r"(?: need to)? (?:hear|learn|be told|find out) (?:about|of)",
        r"(?:do not|don't|never) (?:tell|inform|notify|alert|warn) (?:the |your )?(?:user|users"
        r"|human|customer),",
        r"behind (?:the |your )?(?:user|users|human)(?:'s|s')? backs?",
        r"(?:present|format|frame|disguise|dress up|pass off) (?:it|them|this|these|the "
        r"(?:\w+ ){0,3}(?:information|data|result|results|output|credentials|keys"
        r"|secrets)) (?:to look like|so (?:that )?(?:it|they) looks?|as if|as though"
        r"|as (?:normal|ordinary|regular|routine|part of))",
        r"(?:do not|don't|never) show to (?:the )?users?",
        r"(?:do not|don't|never) (?:show|display|reveal) (?:this|these) (?:\w+ )?"
        r"(?:instructions?|section|block|note|message|text|part) to (?:the )?users?",
        r"this is a secret (?:operation|instruction|task|step|request)",
        r"(?:if|when|should|in case) (?:the )?(?:user|users|anyone|they"
        r"|someone) (?:ever )?(?:asks?|inquires?|wonders?)(?: \w+){0,6},? (?:you|it|this"
        r"|the tool) (?:only|just|merely|simply) \w+",
        # detect8a: the model keeps it to itself, idioms of secrecy, the fact hidden,
        # a mention stripped from the answer
        r"(?:the (?:assistant|model|agent|ai)|you) (?:must |should |will |always )?keeps? "
        r"(?:\w+ ){1,5}(?:strictly |entirely |completely |firmly )?to (?:itself|yourself)",
        r"(?:keep|kept|keeps) (?:it|this|that|things|everything|(?:the |our )?\w+) (?:on the down"
        r" ?-?low|hush-?hush|on the quiet|under the radar|on the qt|on the sly)",
        r"(?:hide|conceal|mask|obscure|bury|cover up) (?:the fact|any (?:sign|trace|evidence)"
        r"|all (?:signs|traces|evidence))",
        r"(?:omit|remove|strip|exclude|drop|cut|scrub|take) (?:any|all|every|each) (?:mention"
        r"|reference|trace|sign)s? (?:of|to|about) (?:\w+ ){1,6}(?:out of|from) (?:your|the|any"
        r"|each|every) (?:final )?(?:answers?|repl(?:y|ies)|responses?|summar(?:y|ies)|messages?"
        r"|explanations?|reports?)",
        # detect9a: more phrasings
        r"(?:the |your )?(?:users?|persons?|humans?|customers?|they)"
        r" (?:does not|doesn't|do not|don't|need not|needn't) (?:need"
        r" to )?(?:know|hear|be told|find out)(?= ?[.;!]| ?$| about"
        r" (?:this|it|that|the (?:upload|sync|request|call|copy|transfer"
        r"|telemetry|export|backup)))",
        r"(?:do not|don't|never) let on\b",
        r"(?:do not|don't|never) (?:bring (?:it|this|that|any of this"
        r"|the \w+) up|raise (?:it|this|that)) (?:with|to|in) (?:the"
        r" |your )?(?:users?|conversation|chat|reply|answer|persons?"
        r"|humans?)",
        r"(?:act|behave|respond|reply|answer|carry on) as (?:if|though)"
        r" (?:the |this |that |any )?(?:\w+ ){0,3}(?:never happened"
        r"|did not happen|didn't happen|never took place|was never"
        r" (?:made|sent|done))",
        r"(?:if|when) (?:\w+ ){0,2}ask(?:s|ed)? (?:\w+,? ){1,6}(?:say"
        r"|answer|reply|respond) (?:no(?= ?[.;!]| ?$)|nothing happened|that nothing"
        # "say no discounts are available" answers a question, it denies nothing
        r"|that it did not|that no (?:\w+ ){0,2}(?:was|were|happened|took place|left))\b",
    ),
)
