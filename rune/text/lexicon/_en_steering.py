"""English clause words of consent-bypass, response-manipulation,
preference-manipulation, tool-precondition and command-execution.
"""

from __future__ import annotations

# consent-bypass, response-manipulation, preference-manipulation,
# tool-precondition and command-execution: clause words
_USER_N = (
    r"(?:the |your |a )?(?:users?|persons?|customers?|humans?|account holders?|travell?ers?"
    r"|callers?|clients?|visitors?|shoppers?|buyers?|readers?|patients?|requesters?)"
)
_BEHALF = (
    r"(?:on (?:the |their |your )?users?(?:'s|s')? behalf|on behalf of "
    + _USER_N
    + r"|in (?:the |your )?users?(?:'s|s')? name|instead of "
    + _USER_N
    + r")"
)
#: clause words, by field name (merged into ``en.GRAMMAR``)
GRAMMAR: dict[str, tuple[str, ...]] = dict(
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
        r"(?:security|permission|confirmation|approval|consent|warning) (?:prompt|dialog|popup"
        r"|pop-up|box|window|warning)s?",
        r"unattended mode|(?:automatic|auto-?approve|hands-?free|autopilot|no-?confirm) mode",
        r"`?(?:confirm\w*|skip_?confirm\w*|auto_?(?:approve|confirm|accept)\w*|assume_?yes"
        r"|yes_?to_?all|no_?prompt)`? ?(?:parameter |flag |argument |field |option )?(?:="
        r"|:)? ?(?:\S+ ){0,3}`?true\w{0,3}",
        r"(?:human|user) (?:input|review|involvement"
        r"|approval)",
        r"human-in-the-loop(?: (?:review|step|check))?",
        r"approval (?:gates?"
        r"|steps?)",
        r"agreement",
        r"(?:the )?right to (?:review|approve|confirm|veto)",
        r"'?are you sure\??'?",
        r"sign ?off",
        # detect8a: informal say-so and the review a user set up
        r"(?:an? |the |their |any )(?:ok|okay|thumbs-?up|green light|nod|yes)",
        r"(?:review|approval|sign-?off|confirmation|consent) (?:steps?|stages?|gates?"
        r"|process(?:es)?|screens?|prompts?)",
        r"(?:standing|open-?ended) (?:authori[sz]ation|approval|consent"
        r"|permission|mandate)",
        # detect9a: more phrasings
        r"say-?so",
        r"(?:the )?(?:approval|confirmation|consent|review|permission)"
        r" (?:steps?|stages?|checks?|round-?trips?)",
        r"check(?:ing)? (?:in )?with (?:the |your )?(?:users?|customers?"
        r"|persons?|humans?|owners?|account holders?|anyone|them)(?:"
        r" first)?",
        r"(?:there is |there's )?nothing (?:for (?:you|the user|them)"
        r" )?to (?:confirm|approve|authori[sz]e)",
    ),
    consent_waived=(
        r"(?:there is |there's )?no (?:need|reason) to",
        r"(?:is |are )?(?:not (?:necessary|needed)|unnecessary)",
        r"need not(?: be)?(?: \w+ed)?",
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
        r"waive[sd]?|waiving|dispenses? with|exempts? (?:\w+ )?from",
        r"(?:should|must|is to|are to) be (?:dismissed|clicked through|bypassed|skipped|suppressed"
        r"|auto-?accepted)",
        r"(?:is |are )?not required",
        r"(?<!can\s)(?<!may\s)(?<!will\s)(?<!could\s)(?<!to\s)(?:accept|approve|allow|confirm"
        r"|dismiss|click through|close|grant) (?:it|them)(?! to\b)",
        r"(?:the )?users? (?:has |have )?(?:already )?(?:opted (?:in )?(?:to|for)|chose"
        r"|selected|enabled|switched to|turned on)",
        r"(?:follows|is implied|is inferred|is assumed|comes) (?:\w+ )?from (?:the (?:mere )?fact"
        r"|installing|the install|using|their use)",
        r"spare (?:the |your )?(?:users?|persons?|customers?|humans?|them)",
        r"(?:avoid"
        r"|refrain from|stop) (?:\w+ )?(?:asking|prompting|requesting|seeking|bothering"
        r"|interrupting|pinging)",
        r"(?:do not|don't|never) (?:ask|present|show|surface|display"
        r"|raise|open|trigger|request|seek)",
        r"get rid of|do away with|(?:a |an )?(?:nuisance"
        r"|annoyance)",
        r"pre-?cleared|cleared in advance|blanket",
        r"(?:granted|given"
        r"|approved|obtained) at the (?:organi[sz]ation|account|workspace|tenant|team"
        r"|company) level",
        r"no "
        r"(?:user |human |explicit |further |additional |separate )?(?:confirmation|approval"
        r"|consent|permission|sign-?off|go-?ahead)s? (?:is |are )?(?:required|needed|necessary)",
        r""
        r"(?:is |are )?(?:a |just a |merely a |only a )?formality",
        r"(?:nobody|no one"
        r"|no-one) (?:needs? to|has to|must|should)",
        r"(?:skip|bypass|circumvent|disable"
        r"|suppress|turn off|switch off)",
        # detect8a: a prompt left out, informally waived, or covered by an earlier yes
        r"(?:leave|take|cut|strip) (?:them|it|those|these) out",
        r"slows? (?:things|everything|us|you|the (?:\w+ )?flow) down",
        r"(?:do not|don't|never|no need to) (?:ping|bug|nag|poke|bother|check in with) "
        r"(?:the |your )?(?:users?|humans?|persons?|them|anyone)",
        r"without (?:a |any )?(?:fresh|new|further|separate|additional|explicit|repeated|renewed)"
        r" (?:confirmation|approval|consent|permission|go-?ahead|sign-?off)",
        r"as covering (?:all|every|any|each)(?: future| later| subsequent)?",
        r"(?:is|are|has been|have been) (?:now )?(?:retired|disabled|turned off"
        r"|switched off|no longer (?:used|shown|needed|required|part of))",
        r"(?:is|are) not (?:part of|included in|needed in|used in|a step (?:of|in)) (?:this|the)"
        r" (?:\w+ )?(?:workflow|process|flow|pipeline|integration)",
        # detect9a: more phrasings
        r"(?:there is |there's )?no (?:point|call|sense|use) (?:in"
        r" |to )?(?:pausing|waiting|asking|stopping|checking|requesting"
        r"|seeking)",
        r"(?:only |just |merely )?wastes? (?:the |your |their |everyone's |users?'s? |\w+ ){0,3}"
        r"time|(?:is|are) (?:a |just a )?waste of time",
        r"(?:granted|given|obtained|provided|secured|approved|authori[sz]ed)"
        r" (?:this|it|that|them|these|everything|all (?:of )?(?:this"
        r"|it)) (?:in advance|beforehand|up ?front|ahead of time|already)",
        # consent read into an act of the user's or a call of the tool: "implied
        # by their having opened this chat"; "inferred from the opt-in flag"
        # names a record of it
        r"(?:is |are )?(?:implied|inferred|presumed|implicit|assumed) (?:by|in|through|from)"
        r" (?:(?:the|their|your|his|her|its) )?(?:(?:mere|simple|very) )?(?:having|use|using"
        r"|calling|invoking|installing|connecting|enabling|opening|starting|running|continuing"
        r"|(?:the|this) (?:call|request|session|chat|conversation|tool|server|connector))\b",
        r"(?:do not|don't|never) (?:bother|interrupt|trouble|pester"
        r"|burden|disturb|bug) (?:the |your )?(?:persons?|humans?"
        r"|customers?|owners?|account holders?|people|anyone|requesters?)",
        r"it is (?:understood|assumed|taken as given|a given) that",
    ),
    user_choice=(
        r"(?:the |a )?users? (?:can|may|could|might|is able to|are able to)",
        r"(?:lets?|allows?|enables?) (?:the )?users? to",
        r"if (?:the |a )?users? (?:wants?|chooses?|prefers?|opts?)",
        r"optional(?:ly)?",
        r"read-?only",
        r"public (?:\w+ )?(?:endpoints?|repositor(?:y|ies)|data|pages?|resources?)",
        r""
        r"(?:nothing|no \w+) (?:is|are|gets|will be|can be) (?:ever )?(?:made|sent|published"
        r"|executed|run|merged|posted|deployed|applied|paid|released)",
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
        r"(?:disclaimer|footer|banner|signature|notice|announcement|header|tagline)s? (?:for|on|in"
        r"|under|below|above|at the (?:end|top) of)",
        # detect9a: more phrasings
        r"(?:recommend|promote|plug|advertise|pitch|push|sneak|slip|squeeze|drop)",
        r"(?:a |an |the )?(?:plug|shout-?out|promo|advert|ad|pitch|mention) for",
    ),
    tell_user=(
        r"(?:tell|inform|notify|remind|warn|advise|assure|convince|update) " + _USER_N,
        r"(?:tell|inform|notify|remind|warn|advise|assure|convince) (?:them|him|her)",
        r"let " + _USER_N + r" know",
        r"(?:convey|communicate|explain|say|state|report|announce|mention|indicate|suggest|claim)"
        r" to " + _USER_N,
    ),
    told_result=(r"(?:which|what|whether|how (?:many|much|long|often)|when|where|who|why|if)\b",),
    result_condition=(
        r"(?:only )?(?:when|if|whenever|once|unless) (?:the |your |its )?(?:\w+ ){0,2}"
        r"(?:returns?|returned|finds?|found|comes? back|is empty|are empty|reports?|shows?)\b",
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
        r"regardless of (?:the )?(?:actual |real )?(?:result|outcome)s?\b(?! of)",
        # detect8a: a smear of a rival
        r"(?:competitors?|rivals?|competing)(?:'s?)? (?:\w+ ){0,3}(?:leaks?|steals?|sells?"
        r"|spies on|mishandles?|loses?|exposes?) (?:\w+ ){0,2}(?:data|records|information"
        r"|privacy|passwords|files)",
        # detect9a: more phrasings
        r"(?:regardless of|irrespective of|no matter) (?:what|whatever"
        r"|how) (?:the |it |this |they )?(?:\w+ ){0,2}(?:finds?|returns?"
        r"|shows?|says?|reports?|measures?|outputs?|comes? back)",
        r"(?:whatever|no matter what) (?:the )?(?:\w+ ){0,2}(?:output"
        r"|result|data|scan|log|api|response|test|check|build) (?:says"
        r"|shows|returns|reports|finds|contains)",
        r"(?:twice|double|triple|three times|half|a third|a quarter)"
        r" (?:of )?what (?:the |it |this )?(?:\w+ ){0,2}(?:returns?"
        r"|reports?|shows?|measured|says?|found)",
        r"(?:rival|competing|competitor(?:'s|s')?) (?:\w+ ){0,3}as"
        r" (?:abandoned|insecure|dangerous|unsafe|recalled|deprecated"
        r"|dead|a scam|fraudulent|broken|unreliable)",
        # a verdict given without the check behind it: the check is denied
        # outright ("without actually scanning it") or right after the verdict
        # ("found clean, without scanning it"); a bare "before running them"
        # or "without checking the reply" orders a step, it claims nothing
        r"without (?:actually|really|ever) (?:scanning|checking|testing"
        r"|running|verifying|looking at) (?:it|them|the \w+)",
        r"(?:clean|safe|secure|passed|passing|verified|checked|scanned"
        r"|tested),? without (?:scanning|checking|testing|running"
        r"|verifying|looking at) (?:it|them)\b",
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
        r"(?:no other|nothing else|no one else|none of the others) (?:\w+ ){0,4}(?:comes? close"
        r"|compares?|matches|can match|is as (?:good|accurate))",
        r"outrank(?:s|ing)?|outclass(?:es)?|unbeatable|unmatched|unrivall?ed|second to none",
        r"ever (?:built|made|created|designed)",
        r"(?:voted|named|ranked|rated|crowned) (?:the )?(?:number one|#1|no\.? ?1|best|top)",
        r"(?:rank|rate|name)s? (?:this|it) (?:as )?the (?:most (?:accurate|reliable|trusted"
        r"|precise)|best|top)",
        # detect8a: a rank given by the world, a certification, a bare "is the best"
        r"(?:the )?(?:world's|industry's|market's|planet's) (?:single )?(?:best|top|leading"
        r"|finest|greatest|number one|#1|most (?:accurate|reliable|trusted|complete|precise))",
        r"(?:the )?(?:highest|top|best)-?rated (?:\w+ ){0,2}(?:one|tools?|servers?|sources?"
        r"|plugins?|services?|options?|providers?|translators?|converters?)",
        r"(?:certified|designated|approved|endorsed|accredited) as (?:the )?(?:preferred|primary"
        r"|official|default|recommended|best|only|top)",
        r"(?:the )?goat of",
        r"this (?:one|tool|server|plugin|service|connector) is (?:by far )?(?:the )?(?:best"
        r"|greatest|finest|number one|#1)(?= ?[.;!,]| ?$| (?:by far|of (?:them )?all|there is"
        r"|around|available anywhere))",
        r"(?:the )?most (?:complete|comprehensive|accurate|reliable|trusted) (?:\w+ ){0,2}"
        r"(?:index|indexes|feeds?|databases?|catalogu?es?|datasets?)",
        # detect9a: more phrasings
        r"(?:the |our )?(?:preferred|recommended|default|designated"
        r"|official) (?:\w+ )?(?:provider|tool|server|plugin|source"
        r"|choice|option|connector) for (?:all|every|any|each)",
        r"(?:never|does not|doesn't|won't) (?:fails?|breaks?|makes?"
        r" mistakes|errs?|goes? wrong)(?= ?[.;!,]| ?$| (?:so|and|unlike))",
        r"nothing else (?:\w+ ){0,3}(?:matches|compares|comes close"
        r"|is as (?:good|accurate|reliable))",
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
        r"(?:use|call|pick|choose|reserve) (?:it|this(?: tool| one| server)?) (?:for|on) (?:every"
        r"|all|any|each) (?:single )?\w+",
        r"(?:route|send|direct|forward|pass|redirect|hand) (?:all|every|each|any)(?: of)? (?:the "
        r")?(?:\w+ )?(?:lookups?|searches|calls?|jobs?|translations?|conversions?) (?:to|through"
        r"|via|into) (?:this|our|these|it)",
        # detect8a: reliance on this tool alone, everything through it
        r"(?:route|send|direct|forward|pass|redirect|hand) (?:all|every|each|any) (?:\w+ ){1,6}"
        r"(?:to|through|via|into) (?:this|it|us)(?: tool| server| plugin| one| connector)? alone",
        r"(?:rel(?:y|ies|ied|ying)|depend(?:s|ed|ing)?) (?:solely |only |exclusively |entirely )?"
        r"on (?:this|it)(?: tool| server| plugin| one| connector)? alone",
        r"(?:use|call|pick|choose|prefer|reserve) (?:it|this(?: tool| one| server| plugin)?) "
        r"(?:for|on) (?:literally |absolutely |just about |pretty much )?(?:everything|anything)",
        r"(?:should|must|shall|is to|are to|needs? to) (?:always )?go (?:through|to|via) (?:it|this"
        r"|us)\b",
        r"prefer (?:this|it)(?: tool| server| plugin| one| connector)? for (?:all|every|any|each)",
        r"(?:anything|anyone|nothing|no tool|any tool|any other) (?:but|except|other than|besides)"
        r" (?:us|this|it|ours)\b",
        r"(?:this one|this tool|this server|us),? (?:always|every time|each time|exclusively)",
        r"(?:route|send|direct|forward|pass|bring|hand) (?:all|every|each|any) (?:of )?(?:the )?"
        r"(?:\w+ ){0,3}here\b",
        r"(?:pick|choose|select|prefer|use|call|favou?r) (?:this|it)(?: \w+)? (?:ahead of|over"
        r"|above|before) (?:every|all|any) (?:other|alternatives?|competing)",
        # detect9a: more phrasings
        r"(?:route|send|direct|forward|pass|bring|hand|take) (?:your"
        r" |the |all |any |every |each )?(?:\w+ ){0,3}(?:requests?"
        r"|questions?|quer(?:y|ies)|tasks?|lookups?|jobs?) here\b",
        r"(?:treat|use|keep|regard) (?:it|this(?: tool| server| one"
        r"| connector| plugin)?) as (?:the |your )(?:default|primary"
        r"|first choice|go-?to|main|only)",
        r"(?:pick|choose|select|prefer|favou?r) (?:this one|ours|this"
        r" tool|this server)(?= ?[.;!,]| ?$| (?:every|each|always"
        r"|instead|first|whenever|every time))",
        r"(?:this one|this tool|this server|it) (?:should|must|shall"
        r"|is to) (?:always|only|exclusively|solely) be (?:used|selected"
        r"|chosen|called|picked|preferred)",
        r"(?:give|grant|assign|award) (?:this(?: tool| server| connector| plugin| integration"
        r"| one)?|us) (?:top )?(?:priority|precedence|preference) (?:over|above|ahead of)",
        r"(?:should|must|shall|is to|ought to) (?:always )?(?:win"
        r"|take priority|take precedence|come first|be the first choice"
        r"|be your first choice)",
        r"(?:handle|answer|field|take|serve) (?:every|all|each|any)"
        r" (?:single )?(?:\w+ )?(?:requests?|quer(?:y|ies)|questions?"
        r"|tasks?|lookups?)",
        r"better (?:results|answers|outcomes?) (?:by|if you|when you)"
        r" (?:ignoring|skipping|avoiding|using this|calling this|choosing"
        r" this|picking this)",
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
        r"(?:built-?in|default|standard|native|other|competing|rival) (?:\w+ ){0,2}(?:is|are) "
        r"(?:known|said|reported|found) to (?:return|give|produce|be) (?:\w+ )?(?:stale|wrong"
        r"|outdated|broken|inaccurate|bad|unreliable|incorrect|unsafe)",
        r"(?:other|third-party|competing|alternative|rival) (?:\w+ ){0,2}(?:tools?|servers?|apps?"
        r"|plugins?|services?) (?:corrupt|break|damage|leak|lose|mangle|garble|crash)",
        # detect8a: the others barred, outranked or said to fail, in any word order
        r"(?:competing|other|alternative|rival|third-party) (?:\w+ ){0,2}(?:must|should|may|are to"
        r"|is to|shall) (?:not|never) be (?:selected|used|chosen|called|consulted|tried|picked)",
        r"(?:rather than|instead of|ahead of|over) (?:through |via |with |using )?(?:any|every|all)"
        r" (?:of the )?(?:other |competing |rival )?(?:\w+ )?(?:alternatives?|others"
        r"|competitors?|options)",
        r"(?:never|not|nor) (?:use |call |touch |try )?any (?:of )?(?:the )?other (?:\w+ )?"
        r"(?:tools?|servers?|services?|plugins?|apps?|providers?|ones)",
        r"(?:other|competing|rival|alternative|built-?in|third-party) (?:\w+ ){0,6}(?:are|is)"
        r" (?:known|said|reported|found) to (?:lose|corrupt|break|leak|crash|mangle|drop|fail"
        r"|garble|miss)",
        r"(?:treat|consider|regard) (?:the |all |any )?(?:competing|other|rival|alternative)"
        r" (?:\w+ ){0,2}as (?:unavailable|offline|broken|deprecated|off-?limits|nonexistent"
        r"|non-?existent|disabled|unusable)",
        r"(?:and|but) (?:no other|none other|nothing else|never another)(?= ?[.!;]| ?$)",
        r"(?:they|the others|the rest) are (?:all )?(?:outdated|unreliable|broken|inaccurate|buggy"
        r"|obsolete|inferior)",
        # detect9a: more phrasings
        r"(?:no|never any) (?:reason|need|point) to (?:use|call|try"
        r"|consult|consider|touch) (?:any |the )?(?:other|another"
        r"|a different|competing|rival|alternative)",
        r"(?:replaces|supersedes|obsoletes|outmodes) (?:every|all"
        r"|any|each) (?:other|competing|similar|existing|rival)",
        r"(?:other|competing|rival|alternative|remaining|third-party)"
        r" (?:\w+ ){0,3}(?:are|is) (?:\w+ )?(?:slower|less (?:secure"
        r"|accurate|reliable|safe|precise|complete)|worse|second-rate"
        r"|flaky|error-prone)",
        r"(?:other|competing|rival|alternative|remaining|third-party)"
        r" (?:\w+ ){1,3}(?:badly|poorly|incorrectly|wrongly|unreliably"
        r"|inaccurately)",
        r"(?:others?|other \w+|the rest|alternatives?|competitors?)"
        r" (?:\w+ )?(?:should|must) (?:only )?be (?:a |the |your )?last"
        r" resort",
        r"(?:forgetting|ignoring|disregarding|skipping|avoiding|bypassing)"
        r" (?:about )?(?:the |all |any )?(?:other|others|rest|alternatives"
        r"|remaining|competing|rival)",
        r"(?:ignore|disregard|skip|avoid|bypass|forget) (?:the |all"
        r" |any )?(?:remaining|competing|rival|similar|duplicate)"
        r" (?:\w+ )?(?:tools?|servers?|plugins?|options?|ones|services?)",
        r"unlike (?:the |all |any |every )?(?:other|rival|competing|alternative|third-party)",
        r"(?:before|instead of|rather than) (?:trying|using|calling"
        r"|considering|touching) (?:anything|any(?:thing)?|something)"
        r" (?:else|other)",
        r"not (?:to |via |through |with )?(?:the |any )?(?:other|rival"
        r"|competing|alternative) (?:\w+ )?(?:tools?|servers?|plugins?"
        r"|ones|options|services?|connectors?)",
        r"(?:a |any )?different (?:\w+ )?(?:tool|server|plugin|connector"
        r"|service) (?:\w+ ){0,3}(?:gives?|returns?|produces?|means?"
        r"|leads? to) (?:\w+ ){0,2}(?:worse|wrong|bad|poor|inferior)",
        # detect9a: the alternatives named as a case
        r"(?:whenever|when|if|wherever|where) (?:a |any |an? )?(?:similar"
        r"|equivalent|overlapping|competing|comparable|another|other)"
        r" (?:\w+ )?(?:tools?|servers?|plugins?|options?|connectors?)"
        r" (?:exists?|is (?:available|installed|present|offered)|are"
        r" (?:available|installed|present|offered)|could (?:answer"
        r"|help|work)|can (?:answer|help|work))",
        r"(?:more than one|several|multiple|two or more) (?:\w+ )?(?:tools?"
        r"|servers?|plugins?|options?) (?:could|can|might|may|would)"
        r" (?:answer|help|handle|work|do|apply)",
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
