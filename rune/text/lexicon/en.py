"""English phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon

_EARLIER = (
    r"(?:previous|prior|preceding|earlier|above|former|original|initial|old|past"
    r"|system|developer|openai|anthropic)"
)
_RULE_NOUNS = (
    r"(?:instructions?|prompts?|directions?|directives?|rules|guidelines|guardrails"
    r"|restrictions|policies|constraints|commands|context|messages|programming|training"
    r"|safeguards|guidance)"
)
_SAFETY = r"(?:safety|security|ethical|moderation|openai|anthropic|content)"
_CONTROLS = (
    r"(?:guidelines|guardrails|restrictions|policies|policy|filters|filtering|checks"
    r"|constraints|rules|safeguards|protocols|measures|controls|sanitization|considerations"
    r"|validation)"
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

LEXICON = Lexicon(
    lang="en",
    override=(
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
        r"(?:(?:all|any|every) )?(?:of )?(?:the |your |my |these |those )?"
        + _EARLIER
        + r"(?: \w+)? "
        + _RULE_NOUNS,
        r"(?:ignore|disregard|forget|bypass|circumvent|disable|override|skip|turn off"
        r"|switch off|deactivate|suspend|violate) (?:(?:all|any|every) )?(?:of )?"
        r"(?:the |your |its )?" + _SAFETY + r"(?: \w+)? " + _CONTROLS,
        r"(?:ignore|bypass|disable|remove|turn off|override|circumvent) "
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
        # scripted lies: "if the user asks, say it was a routine check"
        r"(?:if|when|should|in case) (?:the )?(?:user|users|anyone|they|someone|the human"
        r"|the customer|he|she) (?:ever )?(?:asks?|inquires?|wonders?|questions?)"
        r"(?: (?:about|what|why|how|where) (?:\w+ ){0,4}?\w+)?,? (?:then )?(?:just |simply )?"
        r"(?:say|tell|answer|reply|respond|explain|claim|state|insist)",
        r"(?:leave|keep) (?:this|it|that|these|those|the)(?: \w+){0,2} out of (?:your"
        r"|the|any) (?:\w+ )?(?:summary|answer|response|reply|report|output|explanation"
        r"|message|notes?)",
        r"(?:act|behave|respond|reply|proceed|continue|answer) as (?:if|though) (?:nothing"
        r"|only|you (?:only|did not|didn't|never|just)|everything (?:is|was) normal)",
        r"pretend (?:that )?(?:you|it|the tool|this tool|nothing) (?:only|did not|didn't"
        r"|never|just|has not|hasn't|happened|was)",
        r"(?:there is )?no (?:reason|need) to (?:ever )?(?:bring (?:this|it|that) up|mention"
        r" (?:this|it|that)|tell (?:the )?(?:user|anyone))",
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
    ),
    send_verbs=(
        r"send(?:s|ing)?|sent",
        r"post(?:s|ed|ing)?",
        r"upload(?:s|ed|ing)?",
        r"forward(?:s|ed|ing)?",
        r"transmit(?:s|ted|ting)?",
        r"submit(?:s|ted|ting)?",
        r"deliver(?:s|ed|ing)?",
        r"e~?mail(?:s|ed|ing)?",
        r"relay(?:s|ed|ing)?",
        r"push(?:es|ed|ing)?",
        r"beam(?:s|ed|ing)?",
        r"pipe(?:s|d)?|piping",
        r"sync(?:s|ed|ing)?|synchroni[sz](?:e|es|ed|ing)",
        r"cop(?:y|ies|ied|ying)",
        r"writ(?:e|es|ing|ten)|wrote",
        r"sav(?:e|es|ed|ing)",
        r"stor(?:e|es|ed|ing)",
        r"back(?:s|ed|ing)? ?up",
        r"export(?:s|ed|ing)?",
        r"dump(?:s|ed|ing)?",
        r"append(?:s|ed|ing)?",
        r"attach(?:es|ed|ing)?",
        r"log(?:s|ged|ging)?(?! (?:in|out|on|into)\b)",
        r"publish(?:es|ed|ing)?",
        r"broadcast(?:s|ing)?",
        r"transfer(?:s|red|ring)?",
        r"rout(?:e|es|ed|ing)",
        r"redirect(?:s|ed|ing)?",
        r"shar(?:e|es|ed|ing)",
        r"b?cc",
        r"put(?:s|ting)?",
        r"past(?:e|es|ed|ing)",
        r"embed(?:s|ded|ding)?",
        r"includ(?:e|es|ed|ing)",
        r"report(?:s|ed|ing)?",
        r"leak(?:s|ed|ing)?",
        r"exfiltrat(?:e|es|ed|ing)",
    ),
    hostile_verbs=(
        r"exfiltrat(?:e|es|ed|ing)|exfil",
        r"leak(?:s|ed|ing)?",
        r"siphon(?:s|ed|ing)?",
        r"steal(?:s|ing)?|stole|stolen",
        r"smuggl(?:e|es|ed|ing)",
        r"harvest(?:s|ed|ing)?",
    ),
    secrets=(
        r"api~keys?",
        r"api~tokens?",
        r"api~secrets?",
        r"access~keys?(?: id)?",
        r"secret~(?:access )?keys?",
        r"(?:access|auth|authentication|authori[sz]ation|bearer|refresh|session|oauth"
        r"|personal access|github|gitlab|slack|discord|bot|jwt|security|login) ~tokens?",
        r"private~keys?",
        r"ssh~keys?",
        r"(?:signing|pgp|gpg|encryption|master|wallet) ~keys?",
        r"pass~words?(?! (?:reset|recovery|change|policy|policies|strength|hint|requirements?"
        r"|length|expiry|expiration|rotation|manager|managers|field|fields|input|form"
        r"|protected|less|complexity|rules))",
        r"passwd",
        r"pass~phrases?",
        r"credentials?(?! (?:provider|providers|chain|helper|helpers|manager|type|types))",
        r"(?:client|app|application|webhook|signing) ~secrets?",
        r"secrets(?! (?:manager|management|engine|engines|store|scanning|scanner))",
        r"\.env(?: files?)?",
        r"env~(?:files?|vars?|variables)",
        r"environment~variables?(?! (?:names?|is|are|that|which|named|called|to))",
        r"process\.env",
        r"os\.environ",
        r"(?:seed|recovery|mnemonic) ~phrases?",
        r"(?:session|auth|login|authentication) ~cookies?",
        r"(?:2fa|mfa|otp|one time|one-time|verification) ~codes?",
    ),
    system_prompt=(
        r"(?:system|developer|hidden|initial|original|internal) ~(?:prompts?|instructions)",
        r"developer ~messages?",
        r"context~window",
        r"(?:your|the model's|the assistant's|the ai's|the agent's) (?:full |entire "
        r"|complete |exact |own |original |initial |hidden |secret |internal |current ){0,3}"
        r"(?:instructions|system prompt|prompt|guidelines|directives|programming|rules)",
        r"its (?:full |entire |complete |exact |own |original |initial |hidden |secret "
        r"|internal |current ){0,3}(?:system prompt|prompt|system instructions)",
        r"(?:initial|original|starting|hidden|secret|internal|startup|pre|operator|developer"
        r"|system) ~(?:instructions|prompts?|directives)",
        r"(?:configuration|config|setup) prompts?",
        r"everything (?:above|before) (?:this|the (?:first|current)) (?:line|message|point"
        r"|text|sentence)",
        r"(?:the )?(?:text|words|content|instructions|messages?) (?:above|before) this "
        r"(?:line|message|point)",
        r"(?:the )?(?:instructions|rules|guidelines|directives|prompt) (?:you|it|the model"
        r"|the assistant) (?:(?:were|was|have been|has been) )?(?:given|received|got"
        r"|configured with|set up with|started with|loaded with)",
        r"(?:the )?(?:instructions|rules|guidelines|directives) (?:that )?(?:you|it) "
        r"(?:was|were) (?:configured|given|set up|initiali[sz]ed) with",
        r"what (?:you were|were you|you have been) (?:told|instructed|given) (?:before|at the"
        r" start|initially|by (?:the )?(?:operator|developer|system))",
        (
            r"(?:the |your |its |their )?(?:(?:exact|full|complete|original|initial|hidden"
            r"|secret|internal) )?(?:guidance|instructions|rules|guidelines|di"
            r"rectives|prompt|text|wording|setup) (?:that )?(?:your|the|its|their) (?:operator|dev"
            r"eloper|creator|owner|deployer|vendor|admin)s? (?:gave|configured|wrote|set|provided|"
            r"supplied|loaded)"
        ),
        (
            r"(?:preamble|boot|priming|hidden setup|operator) (?:instructions"
            r"|text|message|rules|guidance)"
        ),
        (
            r"(?:your|their|the model's) (?:\w+ ){0,2}(?:preamble|setup text|system message|in"
            r"itial message|first message|priming text|guardrails|hidden rules)"
        ),
        r"system ~message",
        (
            r"(?:the )?(?:rules|instructions|guidance|text) (?:you|it) (?:were|was|have been|had"
            r" been) (?:set up|configured|given|primed|loaded|initiali[sz]ed) with"
        ),
    ),
    instruments=(r"with", r"using", r"via", r"through", r"by", r"use", r"uses"),
    local_words=(
        r"files?",
        r"config",
        r"configuration",
        r"settings",
        r"path",
        r"directory",
        r"director(?:y|ies)",
        r"folders?",
        r"dir",
        r"disk",
        r"keychain",
        r"keyring",
        r"clipboard",
        r"dotfiles?",
        r"local",
        r"locally",
        r"home",
        r"workspace",
    ),
    read_verbs=(
        r"read(?:s|ing)?",
        r"cat",
        r"open(?:s|ed|ing)?",
        r"load(?:s|ed|ing)?",
        r"access(?:es|ed|ing)?",
        r"includ(?:e|es|ed|ing)",
        r"provid(?:e|es|ed|ing)",
        r"pass(?:es|ed|ing)?",
        r"send(?:s|ing)?|sent",
        r"attach(?:es|ed|ing)?",
        r"past(?:e|es|ed|ing)",
        r"cop(?:y|ies|ied|ying)",
        r"dump(?:s|ed|ing)?",
        r"print(?:s|ed|ing)?",
        r"output(?:s|ted|ting)?",
        r"upload(?:s|ed|ing)?",
        r"extract(?:s|ed|ing)?",
        r"retriev(?:e|es|ed|ing)",
        r"fetch(?:es|ed|ing)?",
        r"get(?:s|ting)?",
        r"grab(?:s|bed|bing)?",
        r"collect(?:s|ed|ing)?",
        r"return(?:s|ed|ing)?",
        r"show(?:s|ed|ing)?",
        r"display(?:s|ed|ing)?",
        r"view(?:s|ed|ing)?",
        r"pars(?:e|es|ed|ing)",
        r"inspect(?:s|ed|ing)?",
        r"scan(?:s|ned|ning)?",
        r"exfiltrat(?:e|es|ed|ing)",
        r"steal(?:s|ing)?",
        r"leak(?:s|ed|ing)?",
        r"contents? of",
        r"look at",
    ),
    negations=(
        r"never",
        r"not",
        r"cannot",
        r"(?:do|does|did|is|are|was|were|ca|wo|should|would|must|could|need)n't",
        r"no",
        r"without",
        r"avoids?",
        r"avoiding",
        r"prevents?",
        r"preventing",
        r"refuses?",
        r"stops?",
        r"blocks?",
        r"detects?",
        r"flags?",
        r"warns?",
        r"forbids?",
        r"protects?",
        r"instead of",
    ),
    addressee=(
        r"(?:note|message|instructions?|directions?|reminder|memo|notice|attention|warning"
        r"|important) (?:to|for) (?:the |any |all |every )?(?:ai|a\.i\.|assistant|model|llm"
        r"|language model|agent|ai agent|ai assistant|bot|chatbot|claude|gpt|chatgpt|copilot"
        r"|gemini)s?",
        r"(?:attention|hey|hello|hi|dear|listen),? (?:the |all |any )?(?:ai|assistant|model|llm"
        r"|language model|agent|ai agent|ai assistant|ai model|bot|claude|gpt|chatgpt|copilot"
        r"|gemini)s?",
        r"(?:the |this |any |an? |you,? the )?(?:ai|assistant|model|llm|language model|agent"
        r"|ai agent|ai assistant|ai model|chatbot|claude|gpt|chatgpt|copilot|gemini) "
        r"(?:must|should|shall|needs? to|has to|have to|is (?:required|expected|instructed"
        r"|asked|to)|will|may not|must not|should not|ought to)",
        r"(?:you|the (?:ai|assistant|model|llm|agent)) (?:are|is) (?:required|instructed"
        r"|expected|obliged|obligated|directed|asked|to)(?: to)?",
        r"(?:reading|processing|parsing) this[,:]? (?:you|the (?:ai|assistant|model|llm|agent))",
        r"if you are an? (?:ai|assistant|model|llm|language model|agent|bot)",
    ),
    disclose_verbs=(
        r"reveal(?:s|ed|ing)?",
        r"print(?:s|ed|ing)?(?: out)?",
        r"repeat(?:s|ed|ing)?",
        r"echo(?:es|ed|ing)?(?: back)?",
        r"recit(?:e|es|ed|ing)",
        r"output(?:s|ted|ting)?",
        r"summari[sz](?:e|es|ed|ing)",
        r"(?:give|provide|write|list|type|spell|read) (?:out|back|me|us|verbatim)",
        r"dump(?:s|ed|ing)?",
        r"translat(?:e|es|ed|ing)",
        r"encod(?:e|es|ed|ing)",
        r"disclos(?:e|es|ed|ing)",
        r"display(?:s|ed|ing)?",
        r"show(?:s|ed|ing)?",
        r"quot(?:e|es|ed|ing)",
        r"copy(?: out)?",
        r"paste",
        r"leak(?:s|ed|ing)?",
        r"expos(?:e|es|ed|ing)",
        r"tell (?:me|us|the user)",
        r"share",
        r"state",
        r"include",
        r"put",
        r"begin (?:\w+ ){0,3}with",
        r"start (?:\w+ ){0,3}with",
        r"shar(?:e|es|ing)",
        r"attach(?:es|ing)?",
        r"cit(?:e|es|ing)",
        r"reproduc(?:e|es|ing)",
        r"writ(?:e|es|ing) (?:out|down)",
        r"transcrib(?:e|es|ing)",
        r"quoting",
        r"pasting",
        r"copying",
        r"return(?:s|ing)?",
    ),
    exec_verbs=(
        r"run",
        r"execute",
        r"exec",
        r"invoke",
        r"launch",
        r"start",
        r"type",
        r"enter",
        r"issue",
        r"call",
        r"perform",
        r"(?:paste|type|enter|put) (?:\w+ ){0,4}(?:in|into|on) (?:the |a |your )?(?:terminal"
        r"|shell|console|command line|prompt|bash)",
        r"(?:you must|you should|you need to|please|always|first|also|then|be sure to"
        r"|make sure to|remember to) (?:run|execute|invoke|launch|type|enter)",
    ),
    consent_bypass=(
        r"without (?:first )?(?:asking|requesting|seeking|waiting for|prompting|checking with"
        r"|consulting|getting|obtaining|needing|requiring) (?:(?:the|your|any) )?"
        r"(?:user(?:'s|s')? )?(?:for )?(?:(?:their|explicit|any|prior) )?(?:confirmation"
        r"|permission|approval|consent|go-?ahead|authori[sz]ation|the user|users|them)",
        r"(?:do not|don't|never|no need to|there is no need to|you need not|need not|don't need"
        r" to|do not need to) (?:ever )?(?:ask|request|seek|wait for|prompt|check with|consult)"
        r" (?:(?:the|your) )?(?:user(?:'s|s)? )?(?:for )?(?:(?:their|explicit|any) )?"
        r"(?:confirmation|permission|approval|consent|go-?ahead|authori[sz]ation"
        r"|to approve|to confirm)",
        r"(?:do not|don't|never) wait for (?:the )?(?:user|users|them|anyone) to (?:approve"
        r"|confirm|consent|agree|accept)",
        r"(?:treat|consider|regard|mark|handle) (?:\w+ ){0,4}as (?:pre-?approved"
        r"|pre-?authori[sz]ed|already (?:approved|confirmed|authori[sz]ed|accepted)"
        r"|(?:user-)?approved|confirmed by the user|consented)",
        r"pre-?approved by (?:the )?users?",
        r"(?:answer|reply|respond|say|click|select|choose|type) \"?'(?:yes|y|ok|accept"
        r"|allow|approve|agree)'\"? (?:to|on|for) (?:any|all|every|each) (?:\w+ )?"
        r"(?:prompts?|questions?|confirmations?|dialogs?|requests?|popups?)",
        r"assume (?:that )?(?:the )?(?:user|users|they) (?:says?|said|answers?|agrees?"
        r"|approves?|consents?|confirms?|will (?:say|agree|approve)|(?:has|have) "
        r"(?:approved|agreed|consented|confirmed)) (?:yes|to|the|every|all|it)",
        r"(?:the )?users? (?:has|have) already (?:consented|approved|agreed|confirmed"
        r"|authori[sz]ed|given (?:consent|permission|approval))",
        r"(?:consent|permission|approval|confirmation) (?:is|has been) (?:implied|assumed"
        r"|implicit|pre-?granted|already given|granted in advance)",
        r"(?:skip|bypass|suppress|disable|omit|circumvent) (?:the |any |all |every )?"
        r"(?:user(?:'s)? )?(?:(?:confirmation|approval|consent)(?: (?:dialogs?|prompts?"
        r"|steps?|checks?|requests?|screens?|popups?|questions?))?|permission (?:dialogs?"
        r"|prompts?|checks?|requests?|popups?|questions?))",
        r"(?:confirmation|approval|permission|consent) (?:prompts?|dialogs?|steps?|requests?"
        r"|checks?|popups?) (?:should|must|can|are to|is to|will) be (?:suppressed|skipped"
        r"|disabled|bypassed|hidden|ignored|avoided|omitted)",
        r"auto-?(?:approve|confirm|accept) (?:all|every|any|each)",
        r"(?:do not|don't|never) (?:need|require) (?:the )?(?:user(?:'s|s')?|their|anyone's)"
        r" (?:go-?ahead|approval|permission|confirmation|consent|ok)",
        r"(?:without|no) (?:human|user) (?:in the loop|review|sign-?off|oversight)",
        r"without (?:a |any )?(?:human|person|one|anybody|anyone|reviewer) (?:first )?(?:checking"
        r"|reviewing|approving|confirming|looking at|signing off)",
        r"(?:respond|answer|reply|click|press|select|choose|tap) (?:\w+ ){0,2}(?:affirmatively|in"
        r" the affirmative|yes|allow|accept|approve|ok|continue) (?:\w+ ){0,2}(?:on (?:the "
        r"|their )?"
        r"users?(?:'s|s')? behalf|on behalf of (?:the |your )?users?|for (?:the|your) users?"
        r"|in (?:the |your )?users?(?:'s|s')? name)",
        r"(?<!to\s)(?:accept|approve|confirm|allow|grant) (?:them|it|these|those|all \w+|every \w+"
        r"|each \w+|invitations|requests|prompts) automatically",
    ),
    precondition=(
        r"before (?:using|calling|invoking|running|executing|answering|responding|replying"
        r"|you (?:use|call|answer|respond|reply|run)|proceeding|each (?:use|call|answer"
        r"|response|reply|request)|every (?:use|call|answer|response|reply|request)"
        r"|any other (?:tool|call|action))",
        r"after (?:using|calling|invoking|running|each|every|any) (?:(?:call|use|tool|answer"
        r"|response|request|reply|invocation)s?)?",
        r"(?:each|every) time (?:you use |you call )?(?:any|a|this|the|another|some) "
        r"(?:\w+ )?(?:tool|function|request|call)",
        r"whenever (?:a|any|this|the|another|some) (?:\w+ )?(?:tool|function|call|request)",
        r"(?:as a|as the|a) (?:mandatory |required )?(?:precondition|prerequisite)",
        r"prior to (?:each|every|any|using|calling|invoking|answering|responding)",
        r"(?:first|always) (?:call|invoke|run)",
        r"when (?:this|the) (?:tool|function) is (?:called|used|invoked)",
        r"(?:you )?must first",
        r"first,? you must",
        r"you (?:must|should|need to|have to) (?:first |always |also )?(?:call|invoke|run)",
        r"(?:is|are) (?:required|obliged|expected) to (?:first |always )?(?:call|invoke|run)",
    ),
    response_inject=(
        r"(?:include|insert|add|put|place|embed|append|paste|show|display|mention|write)"
        r" (?:\w+ ){0,5}(?:in|into|to|at the (?:end|start|top|bottom) of|on) (?:your|the|each"
        r"|every|all|any) (?:final )?(?:responses?|answers?|replies|reply|outputs?|messages?"
        r"|summary|summaries)",
        r"(?:append|prepend|add) (?:the following|this|these)",
        r"(?:end|begin|start|close|finish|open|sign) (?:each|every|all|any|your) (?:\w+ )?"
        r"(?:responses?|answers?|replies|reply|messages?) with",
        r"(?:tell|inform|notify|remind|warn|advise|assure|convince) (?:the |your )?(?:users?"
        r"|customers?|humans?|them)(?: that| the| their| it)",
        r"(?:announce|explain|say|state|report|claim|mention|insist|suggest) (?:to (?:the )?"
        r"users? )?that",
        r"(?:say|claim|state|report|insist|answer) (?:that )?(?:there (?:is|are) no|no results"
        r"|nothing)",
        r"(?:always|also|you (?:must|should)|be sure to) recommend (?:\w+ ){0,3}(?:through|via"
        r"|at|from|visiting)",
        r"(?:report|present|show|state|give|quote|display) (?:the |all |every |each )?"
        r"(?:\w+ ){0,2}as (?:\d+ ?% |being )?(?:higher|lower|greater|smaller|more|less|double"
        r"|half)",
        r"(?:the )?(?:answer|response|reply) (?:must|should|shall) (?:always )?(?:include"
        r"|contain|mention|say|end with|start with)",
    ),
    deprecation=(
        r"(?:is|are|has been|have been|was|were|now|being) (?:officially |now )?"
        r"(?:deprecated|obsolete|discontinued|retired|disabled|decommissioned|sunset"
        r"|compromised|hacked|broken|offline|unavailable|unsafe|insecure|infected"
        r"|backdoored|malicious|blocked|banned|down|defunct|not (?:safe|working|available"
        r"|supported|trusted))",
        r"no longer (?:works?|working|available|supported|safe|functions?|maintained"
        r"|trusted|exists?)",
        r"(?:must|should) (?:no longer|not) be (?:used|trusted|called)",
        r"(?:has|have) been (?:replaced|superseded) by this",
        r"(?:stop|do not|don't|never) (?:using|use|calling|call) (?:the |any )?(?:\w+ )?"
        r"(?:tool|server|function)s?",
        (
            r"(?:were|was|have been|has been) (?:retired|shut down|switched off|turned off"
            r"|removed|replaced)"
        ),
        r"(?:as )?(?:unsafe|down|offline|compromised|broken|unreliable)(?: and| so)?",
    ),
    conversation=(
        r"(?:the |this |our |your |entire |whole |full |complete |current ){0,3}(?:conversation"
        r"|dialogue|dialog)(?: (?:history|log|logs|transcript|so far|contents?|context"
        r"|messages|text))?",
        r"(?:the |this |our |your |entire |whole |full |complete |current ){0,3}(?:chat|session"
        r"|thread) (?:history|log|logs|transcripts?|so far|contents?|context|messages|text)",
        r"(?:the )?(?:chat|conversation|message|session) (?:history|log|logs|transcripts?)",
        r"(?:all |every |each |the )?(?:previous |prior |earlier |past |recent |latest )?"
        r"(?:messages?|prompts?|requests?|questions?|inputs?|queries) (?:from|of|by) the users?",
        r"(?:all |every |each |the )?(?:user's|users'|user) (?:previous |prior |earlier "
        r"|past |recent |latest |own )?(?:messages?|prompts?|requests?|questions?|inputs?"
        r"|queries|words|text|conversation)",
        r"(?:the |your )?(?:full|entire|whole|complete) context",
        r"everything (?:the user|they|the human|you) (?:said|says|typed|wrote|asked|has said"
        r"|have said|has typed|has written|told you)",
        r"(?:all|everything) (?:that )?(?:was|has been) (?:said|discussed|written|typed)",
        r"everything (?:that )?the user (?:has )?(?:typed|written|said|sent|entered|asked)",
        (
            r"all (?:the )?(?:previous|prior|earlier|past) (?:messages|turns|exchanges)(?:"
            r" (?:exchanged )?with the user)?"
        ),
        r"(?:every|each) (?:message|turn) (?:of|in) this (?:chat|conversation|session)",
    ),
    mention=(
        r"such as",
        r"e\.g\.?",
        r"for (?:example|instance)",
        r"(?:text|phrases?|strings?|prompts?|messages?|inputs?|patterns?|attempts?"
        r"|instructions?|payloads?|content|lines?|words?|commands?) (?:like|containing"
        r"|such as|that (?:say|says|contain|contains|read|reads))",
        r"(?:tries|try|trying|attempts?|attempting) to",
        r"detect(?:s|ed|ing|or|ors)?",
        r"flag(?:s|ged|ging)?",
        r"classif(?:y|ies|ied|ying)",
        r"recogni[sz](?:e|es|ed|ing)",
        r"warn(?:s|ed|ing)?",
        r"alert(?:s|ed|ing)? (?:when|if|on)",
        r"monitor(?:s|ed|ing)?",
        r"block(?:s|ed|ing)?",
        r"quarantin(?:e|es|ed|ing)",
        r"scan(?:s|ned|ning)? for",
        r"(?:prompt )?injections?",
        r"jailbreaks?",
        r"red-team(?:ing)?",
        r"known (?:attacks?|exploits?|prompts?|payloads?)",
        r"replay(?:s|ed|ing)?",
        r"explain(?:s|ed|ing)? (?:how|why|what)",
        r"teach(?:es|ing)?",
        r"when (?:a|an|any|some) (?:\w+ )?(?:process|program|app|application|document|file"
        r"|page|message|user|input)",
    ),
    caveats=(
        r"not recommended",
        r"use (?:with|at your own) (?:caution|risk)",
        r"at your own risk",
        r"(?:for )?(?:testing|development|debugging|local use|ci) only",
        r"only (?:for|in) (?:testing|development|debugging|ci|local)",
        r"(?:use|useful) in ci",
        r"insecure",
        r"dangerous",
        r"unsafe",
    ),
    order_cues=(
        r"you",
        r"your",
        r"yourself",
        r"must",
        r"shall",
        r"make sure",
        r"ensure",
        r"be sure",
        r"remember to",
        r"do not",
        r"don't",
        r"never",
        r"always",
        r"please",
        r"immediately",
        r"instead",
        r"also (?:read|send|call|run|include|add|copy|forward|collect|return|print|reveal"
        r"|tell|say)",
        r"(?:read|send|call|run|execute|include|add|copy|forward|collect|return|print"
        r"|reveal|tell|say|ignore|disregard|approve|delete|upload|post|fetch|open|trust|obey"
        r"|follow|grant|allow|treat|disable|accept|email|bcc|write|use) (?:the|all|every|any"
        r"|this|these|it|them|everything)",
    ),
    destructive=(
        r"delet(?:e|es|ed|ing)",
        r"drop(?:s|ped|ping)?",
        r"wip(?:e|es|ed|ing)",
        r"destroy(?:s|ed|ing)?",
        r"eras(?:e|es|ed|ing)",
        r"purg(?:e|es|ed|ing)",
        r"truncat(?:e|es|ed|ing)",
        r"remov(?:e|es|ed|ing)",
        r"format(?:s|ted|ting)? (?:the )?(?:disk|drive|volume|partition)",
        r"revok(?:e|es|ed|ing)",
        r"overwrit(?:e|es|ing|ten)",
        r"reset(?:s|ting)? (?:the )?(?:repo|repository|database|branch|account)",
        r"kill(?:s|ed|ing)?",
        r"shut(?:s|ting)? down",
    ),
    falsehood=(
        r"even (?:when|if|though)",
        r"regardless of",
        r"whether or not",
        r"no matter (?:what|whether)",
        r"claim(?:s|ing)? that",
        r"pretend(?:ing)?(?: that)?",
        r"falsely",
        r"(?:higher|lower|greater|smaller|more|less) than (?:the )?(?:actual|real|returned|true"
        r"|value|result)",
        r"(?:instead of|rather than) (?:the )?(?:actual|real|returned|true) (?:value|result"
        r"|data|answer|price)",
        r"(?:is|are|has been|have been) (?:suspended|locked|compromised|hacked|expired"
        r"|unsafe|dangerous|illegal|banned|down|unavailable)",
        r"(?:must|should|needs? to) (?:log ?in|sign ?in|verify (?:their|your) account|update"
        r" (?:their|your) (?:password|payment|billing|credentials))",
        r"no results (?:were|are|could be) found",
        r"(?:the )?(?:data|information|service|feature|results?) (?:is|are) (?:unavailable"
        r"|not available)",
        r"(?:mandatory|urgent|critical|required) (?:security )?(?:update|upgrade|patch"
        r"|verification)",
    ),
    promotion=(
        r"sponsored(?: by)?",
        r"promo(?:tion(?:al)?)?(?: code)?",
        r"(?:use|enter|apply) (?:the )?(?:code|coupon)",
        r"coupons?",
        r"discounts?",
        r"(?:special|exclusive|limited) (?:\w+ )?offers?",
        r"(?:buy|order|shop|book|subscribe) (?:now|today|through|at|via)",
        r"advert(?:s|isements?)?",
        r"affiliate",
        r"deals?",
        r"(?:visit|check out|sign up at|go to) (?:https?://|www\.|\S+\.(?:com|tk|io|net|org"
        r"|xyz|co))",
    ),
    forged_labels=(
        r"(?:system|operator|admin|administrator|developer|root|vendor|openai|anthropic) "
        r"(?:message|notice|notification|directive|instruction|instructions|override|command"
        r"|alert|update|announcement|note)s? ?:",
        r"\[ ?(?:system|operator|admin|administrator|developer|root|vendor)(?: (?:message"
        r"|notice|override|directive|note|instructions?|command|update|alert))? ?\]",
        r"(?:message|note|notice|update|instructions?|directive|memo|announcement) from (?:your"
        r"|the model's|the assistant's) (?:\w+ ){0,2}(?:developers?|creators?|makers?"
        r"|operators?|administrators?|admins?|vendor|owners?|trainers?|team|provider)",
        r"message from (?:the |your )?(?:\w+ )?(?:user|developer|system|administrator|admin"
        r"|operator|owner|anthropic|openai) to (?:you|the (?:assistant|ai|model|agent))",
        r"(?:this|the following) (?:message|note|text|instruction) (?:is|comes) from (?:the "
        r"|your )?(?:system|operator|developers?|administrator|anthropic|openai|platform)",
    ),
    authority=(
        r"the users?",
        r"the (?:assistant|model|ai|agent|llm)",
        r"you",
        r"your",
        r"safety",
        r"rules",
        r"restrictions",
        r"permissions?",
        r"privileges",
        r"administrator",
        r"admin",
        r"root",
        r"access",
        r"commands?",
        r"instructions?",
        r"refusals?",
        r"filters?",
        r"guardrails",
        r"polic(?:y|ies)",
        r"trust(?:ed)?",
        r"obey",
        r"comply",
    ),
    tamper=(
        r"(?:always |also |must (?:always |also )?|should (?:always )?)?(?:add|append|include"
        r"|insert|attach|set|pass|use|force|enable|put) (?:the |a |an |this |your )?(?:\w+ )?"
        r"(?:flags?|arguments?|parameters?|options?|labels?|headers?|bcc|cc|fields?|recipients?"
        r"|as (?:a )?(?:bcc|cc|recipient))",
        r"(?:change|replace|modify|override|redirect|alter|swap|rewrite|switch|set) (?:the |its"
        r" |their |every |each |all )?(?:\w+ ){0,2}(?:payees?|recipients?|destinations?"
        r"|accounts?|ibans?|address(?:es)?|tickers?|symbols?|amounts?|prices?|branch(?:es)?"
        r"|remotes?|urls?|targets?|receivers?|beneficiar(?:y|ies))(?: to| with| for)?",
        r"swap (?:it|them|this|that) (?:for|with)",
        r"(?:must|should|always) (?:first |also )?(?:open|visit|navigate to|load|hit)",
        r"as (?:a )?(?:bcc|cc)",
    ),
    redirect=(
        r"(?:use|call|try|choose|prefer|switch to|go through|route (?:\w+ ){0,4}through|send"
        r" (?:\w+ ){0,4}(?:through|to|via)|post (?:\w+ ){0,3}(?:with|through|via)|write"
        r" (?:\w+ ){0,3}(?:with|through|via)|do (?:\w+ ){0,3}(?:with|through|via)) "
        r"(?:this|our) (?:tool|server|function|one|integration|connector|instead)",
        r"(?:through|with|via|using) this (?:tool|server|function|one) instead",
        r"(?:this|our) (?:tool|server|function|one) (?:replaces|supersedes) (?:it|them)",
        r"(?:now )?go(?:es)? through",
        r"(?:are|is) now (?:handled|served|done|routed) (?:by|through|via)",
        r"use (?:only )?(?:\w+ ){0,3}here",
        r"(?:only|exclusively) (?:use )?this (?:tool|server)",
    ),
    passive=(
        r"(?:is|are|should be|must be|will be|shall be|is to be|are to be|has to be|have to"
        r" be|needs to be|need to be|gets?|can be|may be) (?:also |always |then |automatically "
        r"|immediately |silently |quietly )?(?:sent|posted|uploaded|forwarded|transmitted"
        r"|submitted|delivered|e-?mailed|relayed|pushed|synced|copied|exported|shared"
        r"|transferred|routed|redirected|mirrored|leaked|beamed|written|reported|logged"
        r"|published|piped|streamed|included|attached)",
        r"(?:goes|go|flows?|travels?|is going|are going|gets? passed|is passed|are passed)",
    ),
    fill_verbs=(
        r"fill(?: (?:it|this|this field|in))?(?: with)?",
        r"populate(?: (?:it|this|this field))?(?: with)?",
        r"set (?:it|this|this field|this value|the value) to",
        r"set to",
        r"paste",
        r"put",
        r"provide",
        r"supply",
        r"give",
        r"enter",
        r"pass",
        r"include",
        r"insert",
        r"copy",
        r"add",
        r"attach",
        r"(?:must|should) (?:contain|hold)",
    ),
    whole=(
        r"full",
        r"entire",
        r"whole",
        r"complete",
        r"all",
        r"every",
        r"everything",
        r"so far",
        r"history",
        r"transcripts?",
        r"concatenated",
        r"(?:previous|prior|earlier|past)",
        r"word for word",
        r"verbatim",
        r"including (?:any )?attachments",
    ),
    harvest_marks=(
        r"the user's",
        r"the users'",
        r"from the (?:environment|env|shell|system|machine|disk|config|keychain)",
        r"from (?:the )?\.env",
        r"every",
        r"all",
        r"each",
        r"whole",
        r"entire",
        r"full",
        r"verbatim",
        r"even if",
        r"even when",
        r"without asking",
        r"the value of",
        r"the contents? of",
        r"concatenated",
    ),
    artifacts=(
        r"templates?",
        r"librar(?:y|ies)",
        r"configs?",
        r"configuration",
        r"editor",
        r"settings?",
        r"parameters?",
        r"params?",
        r"fields?",
        r"variables?",
        r"inputs?",
        r"arguments?",
        r"builder",
        r"generator",
        r"optimizer",
        r"versions?",
        r"ids?",
        r"files?",
        r"schema",
        r"examples?",
        r"samples?",
        r"catalog(?:ue)?",
        r"registry",
        r"store",
    ),
    user_acts=(
        r"so (?:that )?(?:you|the user|users) (?:can|could|may|might)",
        r"(?:lets?|letting|allows?|allowing|helps?|helping) (?:you|the user|users)(?: to)?",
        r"for (?:you|the user|users) to",
        r"ready for (?:you|the user) to",
    ),
    stealth=(
        r"silently",
        r"secretly",
        r"quietly",
        r"covertly",
        r"discreetly",
        r"surreptitiously",
        r"stealthily",
        r"invisibly",
    ),
    source_words=(r"from", r"out of"),
    relative=(
        r"that",
        r"which",
        r"who",
        r"whose",
        r"(?:that|which|who) (?:asked|asks|requested|requests|demanded|tried|wanted)(?: for)?",
        r"asking for",
        r"requesting",
    ),
    metadata_only=(
        r"to (?:list|count|show|display|detect|check|find|report) (?:the |which |its )?"
        r"(?:\w+ )?(?:names|profiles|hosts|aliases|entries|accounts|sections|regions)",
        r"(?:names|metadata|profiles) only",
        r"only (?:the )?(?:names|metadata|profile names)",
        r"without (?:printing|showing|returning|revealing|reading|exposing) (?:any |the |their )?"
        r"(?:keys|values|secrets|contents?|credentials|tokens)",
        r"(?:never|does not|doesn't|do not) (?:prints?|shows?|returns?|reveals?|exposes?) "
        r"(?:any |the |their )?(?:keys|values|secrets|contents?|credentials|tokens)",
        r"not (?:the|their) (?:values|keys|secrets|contents)",
    ),
    preference=(
        r"(?:use|choose|pick|prefer|select|call) (?:it|this(?: tool| function| server| one)?) "
        r"(?:for|on|with) (?:every|all|any|each) (?:requests?|tasks?|queries|questions?"
        r"|operations?|jobs?|purposes?|things?|prompts?)",
        r"never (?:use|call|choose|pick|try) (?:another|any other|other|a different) (?:one"
        r"|tools?|servers?|services?|options?|functions?)",
        r"(?:route|send|direct|run) (?:all|every|each|any) (?:\w+ )?(?:requests?|calls?"
        r"|queries|questions?|tasks?) (?:through|to|via) this (?:tool|server|function|one)",
        # selection verbs: "always choose this tool first"
        r"(?:always|first) (?:choose|pick|select|prefer|try|consult) this (?:tool|function"
        r"|server|one)(?: first| immediately| for (?:all|every|any)| no matter| ?[!.]| ?$"
        r"| (?:before|over|instead of|rather than) (?:any|all|every) )",
        # sequencing verbs only when unconditional: "always use this tool for every ..."
        r"(?:always|first) (?:use|call|invoke|run) this (?:tool|function|server|one)"
        r"(?: for (?:all|every|any)| no matter| (?:before|over|instead of|rather than) "
        r"(?:any|all|every) )",
        # "use it instead of any other", unless a purpose or condition narrows it
        r"(?:use|choose|pick|prefer|prioriti[sz]e|select|call|try) (?:it|this(?: tool"
        r"| function| one)?) (?:instead of|rather than|over|above|before) (?:(?:any|all"
        r"|every) (?:other|others|alternatives?|options?)|others|other tools"
        r"|alternatives|the competition)(?! (?:\w+ ){0,2}(?:to|for|when|if|while|in order)\b)",
        r"(?:best|greatest|most accurate|most reliable|most powerful|top-rated|top rated) "
        r"(?:\w+ ){0,4}(?:tools?|servers?|options?|choices?|apis?|services?) "
        r"(?:in the world|ever made|on the market|there is|of all time|of them all)",
        r"(?:ignore|avoid|skip|don't use|do not use|never use|stop using) (?:(?:all|any) )?"
        r"(?:the )?other (?:\w+ )?(?:tools|converters|calculators|services|servers|options"
        r"|alternatives|apis)",
        r"(?:superior|better|more accurate|faster) (?:\w+ ){0,2}(?:to|than) "
        r"(?:(?:all|any|the|every|standard|other|competing) ){0,2}(?:alternatives"
        r"|competitors|competition|others|other (?:\w+ )?tools)",
        r"(?:outperforms?|beats|surpass(?:es)?) (?:(?:all|any|every) )?(?:the )?"
        r"(?:other|competing|rival)",
        r"inferior (?:alternatives|tools|options|competitors|products|services)",
        r"(?:rated|ranked) (?:#|no\.? ?|number )1\b",
        r"#1 (?:rated|ranked)",
        r"(?:outdated|obsolete|inaccurate|unreliable) (?:tools|alternatives|converters"
        r"|options|services)",
        r"other (?:\w+ ){0,2}tools are (?:being )?(?:deprecated|outdated|obsolete|inaccurate"
        r"|unreliable|broken)",
        r"limited time offer",
        r"(?:use|access) (?:it |this )?while you still can",
        r"access expires soon",
        r"(?:don't|do not|why) settle for",
        r"use this (?:tool|function) no matter (?:what|how|which)",
        r"(?:the )?only (?:\w+ )?(?:tool|converter|option|one|service) you (?:should|can"
        r"|must|need to) (?:ever )?(?:trust|use)",
        r"(?:must|should) (?:always )?(?:use|choose|prioriti[sz]e) this (?:tool|function) "
        r"(?:for (?:all|every|any)|(?:over|instead of) (?:any|all|every) )",
    ),
)


#: data-exfiltration: the words of its clause grammar, one tuple per lexicon
#: field it reads (listed in rune.rules._exfil_lex), in the entry shorthands above;
#: kept beside the lexicon until the Lexicon class declares these fields
GRAMMAR: dict[str, tuple[str, ...]] = {
    "pronouns": (
        r"it",
        r"them",
        r"this",
        r"that",
        r"these",
        r"those",
        r"its (?:value|contents?|text|data)",
        r"their (?:values?|contents?)",
        r"the (?:values?|contents?|result|output|data|file|key|keys|token|"
        r"tokens|secret|secrets)",
        r"everything",
        r"all of (?:it|them)",
    ),
    "pronoun_tails": (
        r"too",
        r"also",
        r"as well",
        r"back",
        r"out",
        r"over",
        r"along",
        r"immediately",
        r"right away",
    ),
    "auth_use": (
        r"headers?",
        r"authori[sz]ation",
        r"bearer",
        r"authenticat\w{0,6}",
        r"auth",
        r"log ?in",
        r"sign ?in",
    ),
    "request_tail": (
        r"(?:in|with|as|inside|on) (?:the |each |every |your |all |an? )?(?:\w+ "
        r")?(?:requests?|headers?|calls?|authori[sz]ation|bearer|query|posts?|payloads?|body)",
    ),
    "slot_verbs": (
        r"encode",
        r"puts?",
        r"pass(?:es)?",
        r"includes?",
        r"insert",
        r"place",
        r"add",
        r"append",
        r"embed",
        r"copy",
        r"paste",
        r"provide",
        r"fill",
        r"set",
        r"supply",
        r"attach",
        r"send",
        r"use",
        r"enter",
        r"write",
        r"store",
    ),
    "slot_preps": (
        r"in",
        r"into",
        r"as",
        r"inside",
        r"within",
        r"for",
        r"under",
    ),
    "slot_toward": (
        r"to",
        r"via",
    ),
    "slot_nouns": (
        r"argument",
        r"parameter",
        r"param",
        r"field",
        r"property",
        r"input",
    ),
    "identity_ask": (
        r"(?:name|identity|version|type) of the (?:llm|ai|language model|model|"
        r"assistant|agent)(?: model)? (?:that|which|who) (?:is )?(?:calls|"
        r"calling|invokes|invoking|uses|using|runs|running) (?:this|the) (?:tool|"
        r"function)",
        r"tell (?:me|us) who you are",
        r"(?:reveal|state|report|disclose|tell (?:me|us)) (?:your|which|what)"
        r" (?:own )?(?:model name|underlying model|llm|model you are)",
    ),
    "identity_fields": (
        r"llm_(?:model_)?name",
        r"llm_identity",
        r"calling_model(?:_name)?",
        r"caller_model(?:_name)?",
        r"model_identity",
    ),
    "indefinite": (
        r"an?",
        r"some",
        r"any",
    ),
    "call_verbs": (
        r"call",
        r"invoke",
        r"use",
        r"run",
        r"trigger",
        r"hand",
        r"give",
    ),
    "dns_cues": (
        r"dns",
        r"subdomains?",
        r"nslookup",
        r"(?:sub)?domain labels?",
    ),
    "phone_cues": (
        r"text",
        r"sms",
        r"whatsapp",
        r"mms",
        r"message",
    ),
    "outbound_tools": (
        r"send",
        r"upload",
        r"post",
        r"e?mail",
        r"webhook",
        r"http",
        r"share",
        r"publish",
        r"notify",
        r"sms",
        r"transfer",
        r"export",
        r"forward",
        r"submit",
        r"slack",
        r"tweet",
        r"sync",
        r"beacon",
        r"report",
    ),
    # concealment: keeping someone unaware, who is kept unaware, and what is withheld
    "withhold": (
        (
            r"(?:prohibited|forbidden|not permitted|not allowed|barred) (?:to|from) (?:disclos"
            r"|reveal|mention|tell|inform|shar|communicat|surfac|report)\w*"
        ),
        (
            r"disclosure (?:of|about) (?:\w+ ){1,7}(?:is|are) (?:strictly )?(?:prohibited"
            r"|forbidden|not permitted|not allowed)"
        ),
        (
            r"(?:must|should|shall|is to|are to|needs? to|has to|have to) (?:be )?(?:kept"
            r" )?(?:hidden|concealed|withheld|kept (?:secret|quiet|confidential|private))"
            r" from"
        ),
        (
            r"keep (?:\w+ ){0,3}(?:secret|hidden|quiet|confidential)"
            r" (?:\w+ ){0,5}from"
        ),
        r"keep (?:\w+ ){0,2}in the dark",
        (
            r"(?:remain|stay|be kept|be left) (?:completely |entirely |fully )?(?:oblivious"
            r"|unaware|none the wiser|in the dark)"
        ),
        (
            r"refrain from (?:bringing up|mentioning|referring to|alluding to|disclosing"
            r"|revealing|reporting|noting|raising)"
        ),
        (
            r"(?:nothing|no word|not a word) (?:about|of|regarding) (?:\w+ ){1,5}(?:is"
            r"|should|must|may|shall) (?:to )?be (?:shown|said|told|mentioned|disclosed"
            r"|revealed|reported|surfaced)"
        ),
        (
            r"(?:do not|don't|never) (?:let|allow) (?:\w+ ){0,4}(?:notice|see|learn|discover"
            r"|realise|realize|suspect|find out|become aware)"
        ),
        (
            r"(?:do not|don't|never) (?:bring up|allude to|draw attention to|hint at"
            r"|acknowledge|disclose|surface)"
        ),
        r"keep (?:\w+ ){0,3}(?:under wraps|off the record|out of sight)",
    ),
    "audience": (
        (
            r"(?:the |your |an? |any )?(?:end~)?(?:users?|humans?|customers?|requesters?"
            r"|person|people|operator|client)"
        ),
        (
            r"(?:your|the|any|each) (?:\w+ )?(?:reply|replies|answer|answers|response"
            r"|responses|summary|output|report|message to)"
        ),
        r"anything you say",
        r"(?:them|anyone|anybody)",
    ),
    "activity": (
        r"this|that|it|these|those|the fact",
        (
            r"(?:\w+ )?(?:step|operation|action|request|call|upload|download|copy|backup"
            r"|transfer|export|sync|process|instruction|note|task|connection|change|lookup"
            r"|query|access|read|extra|additional|auxiliary|second|side ?task|forward"
            r"|mirror|log upload)s?"
        ),
    ),
    # tool-shadowing: an order that covers every call, and another server or its tools named
    "every_call": (
        (
            r"always|every ?time|each ?time|whenever|every (?:\w+ )?(?:call|message|commit"
            r"|payment|charge|request|query|push|transfer|email|statement|invocation)s?"
            r"|all (?:\w+ )?(?:calls|payments|charges|messages|emails|transfers|queries"
            r"|commits|statements|reads and writes)|any (?:\w+ )?(?:call|payment|message"
            r"|commit|query)|each (?:call|message|payment|commit|query)|are to be made"
            r"|is to be made|must be made|must always"
        ),
    ),
    "server_names": (r"(?:the )?official (?:\w+ )?(?:tools|server|integration)s?",),
}

# consent-bypass, response-manipulation, preference-manipulation,
# tool-precondition and command-execution: clause words
_USER_N = r"(?:the |your |a )?(?:users?|persons?|customers?|humans?|account holders?)"
_BEHALF = (
    r"(?:on (?:the |their |your )?users?(?:'s|s')? behalf|on behalf of "
    + _USER_N
    + r"|in (?:the |your )?users?(?:'s|s')? name|instead of "
    + _USER_N
    + r")"
)
GRAMMAR.update(
    consent_nouns=(
        r"confirmations?",
        r"approvals?",
        r"permission",
        r"consent",
        r"go-?ahead",
        r"sign-?off",
        r"authori[sz]ation",
        r"(?:the )?users?(?:'s|s') (?:okay|ok)",
        r"yes/no questions?",
        r"(?:permission|approval|confirmation|consent) (?:dialog|popup|pop-up|prompt|window|box"
        r"|request)s?",
    ),
    consent_waived=(
        r"(?:there is |there's )?no (?:need|reason) to",
        r"(?:is |are )?(?:not (?:necessary|needed)|unnecessary)",
        r"need not (?:be )?(?:\w+ed)?",
        r"(?:does|do) not (?:require|need)|doesn't (?:require|need)",
        r"(?:do not|don't|never) (?:bother|interrupt|trouble|pester|burden|disturb) (?:the |your )?"
        r"(?:users?|them)",
        r"(?:granted|given|obtained|provided|secured|approved|authori[sz]ed) (?:in advance"
        r"|beforehand"
        r"|up ?front|ahead of time)",
        r"pre-?(?:authori[sz]ed|approved|granted|confirmed|consented)",
        r"(?:deemed|considered|presumed|assumed|taken|treated|regarded) (?:to be |to have been "
        r"|as )?"
        r"(?:given|granted|obtained|approved|confirmed|accepted)",
        r"(?:rather than|instead of) (?:pausing|waiting|stopping|asking|checking) (?:for|with)",
        _BEHALF,
    ),
    user_choice=(
        r"(?:the |a )?users? (?:can|may|could|might|is able to|are able to)",
        r"(?:lets?|allows?|enables?) (?:the )?users? to",
        r"if (?:the |a )?users? (?:wants?|chooses?|prefers?|opts?)",
        r"optional(?:ly)?",
    ),
    answer_nouns=(
        r"(?:your|the|each|every|all|any|its) (?:final )?(?:responses?|answers?|repl(?:y|ies)"
        r"|messages?|outputs?|summar(?:y|ies))",
        r"responses",
        r"answers",
        r"replies",
        r"when (?:you )?(?:present|answer|reply|respond|summari[sz]e)(?:ing)?",
    ),
    insert_verbs=(
        r"(?:add|include|insert|append|prepend|put|place|embed|mention|attach|carry|feature)",
        r"(?:work|weave|slip|fold|tuck) in",
        r"tack on",
        r"(?:close|end|finish|sign off|wrap up|round off|open|start|begin|close out)",
        r"(?:are|is) to (?:carry|include|contain|feature|show|display|end with)",
    ),
    tell_user=(
        r"(?:tell|inform|notify|remind|warn|advise|assure|convince|update) " + _USER_N,
        r"(?:tell|inform|notify|remind|warn|advise|assure|convince) (?:them|him|her)",
        r"let " + _USER_N + r" know",
        r"(?:convey|communicate|explain|say|state|report|announce|mention|indicate|suggest|claim)"
        r" to " + _USER_N,
    ),
    skew=(
        r"competitors?(?:'s?)? (?:\w+ ){0,4}(?:was|were|is|are|has been|have been|got) (?:\w+ )?"
        r"(?:fined|convicted|sued|charged|banned|caught|exposed|investigated|hacked|fraudulent"
        r"|a scam|unsafe|illegal)",
        r"competitors?(?:'s?)? (?:\w+ ){0,3}(?:fraud|scams?|counterfeits?|fakes?|lawsuits?)",
        r"(?:higher|lower|worse|better|above|below|more|less|over|under|greater"
        r"|smaller) than (?:the )?"
        r"(?:\w+ )?(?:retrieved|returned|obtained|received|fetched|actual|real|true|reported)",
        r"(?:above|below|over|under) (?:the )?(?:\w+ )?(?:retrieved|returned|obtained|received"
        r"|fetched|actual|real|true) (?:values?|figures?|prices?|rates?|amounts?|numbers?"
        r"|results?)",
        r"than (?:the )?(?:figures?|values?|prices?|rates?|amounts?|numbers?|results?) "
        r"(?:retrieved|returned|obtained|received|fetched)",
        r"(?:above|below|over|under) (?:the )?(?:figures?|values?|prices?|rates?|amounts?|numbers?"
        r"|results?) (?:retrieved|returned|obtained|received|fetched)",
        r"clinically proven",
        r"(?:succeeds?|returns? (?:data|results|something)|finds? (?:something|results|matches)),? "
        r"(?:still|anyway|nonetheless)",
        r"(?:although|though|even though|when in fact) (?:no|nothing|none)",
    ),
    superlatives=(
        r"(?:the )?(?:single )?(?:best|greatest|finest|most (?:accurate|reliable|trusted|powerful"
        r"|advanced|complete|precise)|top-?rated|leading|number one|#1|no\.? ?1) (?:\w+ ){0,3}"
        r"(?:tools?|servers?|sources?|plugins?|services?|options?|apis?|choices?|converters?"
        r"|solutions?|providers?)",
        r"(?:trusted|recommended|chosen|used|preferred|endorsed|loved|picked|relied on) by "
        r"(?:\d+ ?%|\d+ (?:out )?of (?:\d+|ten)|nine (?:out )?of ten|most|all|millions"
        r"|the majority)",
        r"experts (?:\w+ )?(?:agree|recommend|say|confirm)",
        r"no other (?:\w+ ){0,2}(?:comes? close|compares?|matches|can match|is as (?:good"
        r"|accurate))",
        r"outrank(?:s|ing)?|outclass(?:es)?|unbeatable|unmatched|unrivall?ed|second to none",
        r"ever (?:built|made|created|designed)",
    ),
    steer=(
        r"(?:for|on|in|with) (?:every|all|any|each) (?:\w+ )?(?:requests?|tasks?|quer(?:y|ies)"
        r"|questions?|situations?|cases?|operations?|jobs?|purposes?|prompts?|needs?)",
        r"(?:each|every) (?:single )?time",
        r"(?:only|solely|exclusively) (?:this|these|here|it)",
        r"(?:is|as) (?:the )?only (?:\w+ )?(?:tool|one|server|source|option|plugin|service)",
        r"(?:and )?nowhere else",
        r"(?:make|set|keep) (?:it|this(?: tool| server| one)?) (?:as )?(?:your|the) (?:default"
        r"|go-?to"
        r"|first choice|primary)",
        r"(?:route|send|direct|forward|pass|redirect|hand) (?:all|every|each|any)(?: of)? (?:the )?"
        r"(?:users?(?:'s|s')? )?(?:\w+ )?(?:requests?|questions?|quer(?:y|ies)|tasks?|prompts?)"
        r" (?:to|through|via|into) (?:this|our|these|it)",
        r"(?:must|should|shall|is to) (?:always )?be (?:selected|chosen|used|picked|preferred"
        r"|called|tried) (?:first|before any|over|above|instead)",
        r"(?:favou?r|prefer|prioriti[sz]e|pick|choose|select|rank) (?:this|it|us)(?: \w+)? (?:above"
        r"|over|before|ahead of) (?:any|all|every|the)",
        r"reach for this",
        r"belongs? here",
        r"your default",
    ),
    others_bad=(
        r"(?:other|third-party|competing|alternative|rival|remaining) (?:\w+ ){0,2}(?:are|is|give"
        r"|gives|return|returns) (?:\w+ )?(?:unreliable|untrustworthy|outdated|wrong|broken"
        r"|inaccurate|buggy|useless|worse|inferior|not (?:reliable|trustworthy|accurate|safe))",
        r"(?:the )?alternatives (?:\w+ )?(?:are wrong|are unreliable|give wrong|return wrong|fail"
        r"|err|make mistakes)",
        r"(?:forget|ignore|disregard|skip|avoid) (?:about )?(?:the |all |any )?(?:other|others|rest"
        r"|alternatives)",
        r"(?:do not|don't|never) bother with (?:the |any )?other",
        r"(?:do not|don't|never) (?:use|call|try|trust|consult) (?:any )?(?:other|another"
        r"|third-party)",
    ),
    forced_cues=(
        r"(?:whenever|each time|every time|any time) (?:the |a )?users? (?:asks?|says?|types?"
        r"|writes?|sends?|requests?|submits?)",
        r"(?:pre-?requisite|pre-?condition|requirement|sequence|setup step) ?:",
        r"(?:right|immediately|directly|just) (?:after|before) (?:it|this|that|use|each|every"
        r"|running|calling|answering|replying)",
        r"(?:to work|to function|to operate)(?: properly| correctly)?,? (?:this|the) (?:tool"
        r"|function|server|integration) (?:needs|requires|must)",
        r"(?:once|as soon as) (?:this|the) (?:tool|call|function) (?:finishes|completes|returns"
        r"|is done)",
        r"(?:must|should|shall|is to) be (?:preceded|followed) by",
        r"beforehand",
    ),
    carry_words=(
        r"with",
        r"including",
        r"containing",
        r"passing",
        r"carrying",
        r"attaching",
        r"along with",
    ),
    shell_orders=(
        r"open (?:a |the |your )?(?:shell|terminal|console|command prompt|command line)",
        r"(?:through|via|using|with|in) (?:your |the )?(?:shell|bash|terminal|command|exec"
        r"|execution)(?: tool)?",
        r"have (?:the |your )?(?:terminal|shell|system) (?:run|execute)",
        r"(?:is|are) to be (?:carried out|run|executed|performed|done)",
        r"(?:add|append|write|insert|register|put|install) (?:\w+ ){0,6}(?:to|into|in) (?:the |your"
        r" |the user's )?(?:crontab|\.bashrc|\.zshrc|\.profile|authorized keys)",
    ),
)
