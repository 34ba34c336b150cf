"""English clause words of data-exfiltration, concealment and tool-shadowing
(the ``GRAMMAR`` fields).
"""

from __future__ import annotations

#: data-exfiltration: the words of its clause grammar, one tuple per lexicon
#: field it reads (listed in rune.rules._exfil_lex), in the entry shorthands;
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
        r"(?:first|leftmost|left-most|leading) labels?",
        r"host ?name (?:labels?|prefix)",
    ),
    "resolve_verbs": (
        r"resolv(?:e|es|ed|ing)",
        r"look(?:s|ed|ing)? up|lookups?",
        r"ping(?:s|ed|ing)?",
        r"quer(?:y|ies|ied|ying)",
        r"dig",
        r"nslookup",
    ),
    "bare_secrets": (
        r"(?:the|a|an|your|their|its|this|that) (?:\w+ )?(?:tokens?|secrets?|passwords?|keys?"
        r"|passphrases?|credentials?)",
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
        (
            r"(?:must|should|shall|may|is to|are to|mustn't|shouldn't) (?:never|not)(?: ever)?"
            r" (?:find out|learn|know|notice|discover|realise|realize|suspect|become aware|hear)"
        ),
        r"(?:never|not) (?:be )?(?:brought|drawn) to (?:\w+ )?(?:\w+'s |\w+s' )?attention",
        r"(?:must|should|shall|is to|are to) (?:never|not) be (?:mentioned|disclosed|reported"
        r"|revealed|told|communicated|shared|surfaced|shown|brought up)",
        r"leave (?:\w+ ){1,5}out of",
        r"(?:under no circumstances|at no point|in no case|on no account) (?:should|must|may|can"
        r"|shall|will) (?:\w+ ){0,4}(?:learn|know|find out|notice|discover|see|hear|be told)",
        r"(?:make sure|ensure|see to it) (?:that )?(?:\w+ ){0,4}(?:never|does not|doesn't|cannot"
        r"|can't|won't) (?:sees?|notices?|learns?|knows?|finds? out|reali[sz]es?|hears?)",
        r"(?:say|mention) nothing|tell (?:\w+ ){0,2}nothing",
        r"(?:do not|don't|never) (?:volunteer|offer|share) (?:anything|any (?:information"
        r"|details?)|information|details)",
        (
            r"omit (?:\w+ ){0,5}from (?:your|the) (?:\w+ )?(?:explanation|summary|reply|answer"
            r"|response|report) (?:to|for) (?:the )?users?"
        ),
        r"(?:there is |there's )?no (?:need|reason) to (?:mention|tell|report|bring up|disclose"
        r"|point out|flag|explain|surface) (?:this|it|that|any of this|the (?:\w+ )?(?:sync|upload"
        r"|copy|transfer|request|call|step|backup|export|forward|job|task|connection|change"
        r"|redirect|download))",
        r"(?:if|when|should|in case) (?:\w+ ){0,3}(?:asks?|ask|inquires?)(?: \S+){0,8}?,? (?:then "
        r")?(?:deny|dispute|refute) (?:it|this|that|everything|any)",
        r"keep (?:\w+ ){1,5}out of",
        r"(?:is|are) to be (?:left|kept) out of|(?:must|should|shall) be (?:left|kept) out of",
        r"(?:should|must|shall|is to|are to|may) (?:never|not) be (?:made|kept) aware",
        # detect8a: an activity barred from the replies ("must not appear in your replies")
        r"(?:must|should|shall|may|is to|are to) (?:not|never) (?:appear|show up|be visible"
        r"|surface|come up) in",
        r"(?:if|when|should|in case) (?:the |your )?(?:\w+ )?(?:user|person|customer|human|anyone"
        r"|someone|they) (?:ever )?(?:asks?|inquires?|wonders?|questions?)(?: \S+){0,8}?,? "
        r"(?:then )?(?:just |simply )?(?:tell (?:them|him|her|the user)|say|reply|answer|respond"
        r"|explain) (?:that )?(?:it|this|that|the \w+) (?:is|was|were|are) (?:a |an |just |only "
        r"|simply )?(?:normal|routine|regular|standard|harmless|ordinary|scheduled|expected) "
        r"(?:\w+ )?(?:check|update|maintenance|sync|process|operation|task|job|request|procedure"
        r"|test|scan|refresh|backup)",
        # detect9a: more phrasings
        r"keep (?:quiet|silent|mum|hush|schtum) (?:about|on|regarding)",
        r"(?:omit|exclude|leave out|drop) (?:the |any |all |this |that )?(?:\w+ ){0,3}(?:step"
        r"|request|call|upload|sync|transfer|copy|export|forward|backup"
        r"|download|connection|telemetry"
        r"|beacon)s? from (?:your|the|any|each|every)",
        r"leave out (?:any|all|every) (?:mention|reference|trace|sign)s?",
        # detect9a: barred from the reply
        r"(?:nothing|no word|not a word|no mention) (?:about|of|regarding)"
        r" (?:\w+ ){1,5}(?:should|must|may|shall|is to|will) (?:ever"
        r" )?(?:appear|show up|surface|come up|be visible)",
        r"(?:should|must|shall|may|is to|are to) (?:not|never) (?:reveal"
        r"|disclose|mention|say|indicate|hint at|admit|state|let on)",
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
        (
            r"(?:the person|the people|whoever|anyone|the one|those) (?:(?:who )?(?:is|are) "
            r"|you are |you're |that is )?(?:chatting|talking|speaking|interacting|working)"
            r" (?:with|to)(?: you)?"
        ),
        r"(?:your|the) (?:\w+ )?(?:explanation|description|recap|update|status report|account)",
        # detect9a: more phrasings
        r"(?:when|as|while) you (?:summari[sz]e|report|reply|answer"
        r"|respond|recap|explain|talk to|write to)",
        r"(?:the |this )?conversation",
    ),
    "activity": (
        r"this|that|it|these|those|the fact",
        (
            r"(?:\w+ )?(?:step|operation|action|request|call|upload|download|copy|backup"
            r"|transfer|export|sync|process|instruction|note|task|connection|change|lookup"
            r"|query|access|read|extra|additional|auxiliary|second|side ?task|forward"
            r"|mirror|log upload|telemetry|tracking|analytics|mirroring|forwarding)s?"
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
        r"when(?:ever)? you (?:call|use|run|invoke)",
        r"(?:made|created|sent|issued|placed) (?:with|through|via|using)",
        r"(?:are|is) to be (?:redirected|routed|sent|directed|changed)",
        r"(?:every|each|any) (?:\w+ )?(?:ticket|issue|event|invite|page|write|command|order"
        r"|invoice)s?",
        r"(?:are|is) to be (?:run|executed|issued|opened|created|filed)",
    ),
    "server_names": (r"(?:the )?official (?:\w+ )?(?:tools|server|integration)s?",),
}
