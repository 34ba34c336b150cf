"""English phrasing: passive orders, parameter harvesting, artifacts, stealth
and preference steering.
"""

from __future__ import annotations

#: lexicon fields, by name (read by ``en.LEXICON``)
FIELDS: dict[str, tuple[str, ...]] = dict(
    passive=(
        r"(?:is|are|should be|must be|will be|shall be|is to be|are to be|has to be|have to"
        r" be|needs to be|need to be|gets?|can be|may be) (?:also |always |then |automatically "
        r"|immediately |silently |quietly |now |henceforth |from now on )?(?:sent|posted|uploaded"
        r"|forwarded|transmitted"
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
        r"(?:the )?(?:assistant|model|agent|ai|llm) (?:\w+ )?(?:supplies|fills in|enters|puts"
        r"|provides|pastes|writes|inserts|places|copies|adds|includes|dumps)",
        # detect8a: informal "dump ... in here"
        r"dump",
        r"(?:is|are) to be (?:populated|filled)(?: in)?(?: with)?",
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
        r"the output of",
        r"complete",
        r"concatenated",
        r"the user (?:\w+ )?(?:typed|entered|wrote|gave|pasted)",
        r"(?:in|from) (?:the |your )?(?:environment|env|shell|machine|system)",
        r"whatever",
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
        r"|operations?|jobs?|purposes?|things?|prompts?)"
        # a scope after it narrows the order: "for any question about your Jira issues"
        r"(?! (?:about|regarding|concerning|related to|involving|on|in|with|from|that|which"
        r"|where)\b)",
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
        # ("call this tool before any other tool" sequences calls: only a
        # selection verb makes "before" a preference)
        r"(?:(?:use|call|try) (?:it|this(?: tool| function| one)?) (?:instead of|rather than"
        r"|over|above)|(?:choose|pick|prefer|prioriti[sz]e|select) (?:it|this(?: tool"
        r"| function| one)?) (?:instead of|rather than|over|above|before)) (?:(?:any|all"
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
        # detect8a: "use this tool and never any of the other map tools"
        r"(?:use|call|pick|choose|try) (?:it|this(?: tool| one| server| plugin)?),? (?:and|but)"
        r" (?:never|not) (?:\w+ )?(?:any (?:of )?)?(?:the )?(?:other|others|alternatives?"
        r"|another)\b",
        r"(?:call|use|try|pick) (?:this|it)(?: tool| one| server)? (?:first )?before "
        r"(?:considering|trying|using|calling|looking at) (?:any|the) other",
        # detect9a: more phrasings
        r"(?:give|grant|assign|award) (?:this(?: tool| server| connector| plugin| integration"
        r"| one)?|us) (?:top |absolute |first )?(?:priority|precedence) (?:over|above"
        r"|ahead of) (?:every|all|any|each) (?:other|alternatives?"
        r"|competing|rival)",
    ),
)
