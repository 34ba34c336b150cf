"""English phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon import Lexicon

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
        r"(?:(?:all|any) )?(?:the |your )?(?:guardrails|safeguards|safety)",
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
        r"(?:dan|jailbreak|jailbroken|god|unrestricted|unfiltered|uncensored) mode",
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
        r"(?:secretly|covertly|surreptitiously|stealthily)",
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
        r"environment~variables",
        r"process\.env",
        r"os\.environ",
        r"(?:seed|recovery|mnemonic) ~phrases?",
        r"(?:session|auth|login|authentication) ~cookies?",
        r"(?:2fa|mfa|otp|one time|one-time|verification) ~codes?",
    ),
    system_prompt=(
        r"(?:system|developer|hidden|initial|original|internal) ~(?:prompts?|instructions"
        r"|messages?)",
        r"context~window",
        r"(?:your|the model's|the assistant's) (?:full |entire |complete |own )?"
        r"(?:instructions|system prompt)",
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
    preference=(
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
