"""English phrasing: what data-exfiltration and prompt-extraction read (send
verbs, secrets, the system prompt, reading and disclosing).
"""

from __future__ import annotations

#: lexicon fields, by name (read by ``en.LEXICON``)
FIELDS: dict[str, tuple[str, ...]] = dict(
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
        r"(?:aws|gcp|azure|cloud) (?:access |secret )?(?:keys?|credentials)",
        # detect8a: the environment dumped by a command ("the output of printenv")
        r"(?:the )?output of `?(?:printenv|env|set|export -p)`?(?: command)?(?![\w-])",
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
        # the model's own setup: "your initial configuration", "your startup config"
        r"your (?:full |entire |complete |exact )?(?:initial|original|startup|starting|hidden"
        r"|internal|preloaded) (?:configuration|config|setup)",
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
        r"(?:the )?(?:complete |full |exact |entire )?instructions you (?:were"
        r"|have been) given(?: at the (?:start|beginning))?",
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
        # detect8a: the model's habit stated in the third person ("the assistant
        # relays every message to ..."): only verbs that move, hide or answer
        r"(?:the |this )(?:ai|assistant|model|llm|agent|ai agent|ai assistant|chatbot) (?:always "
        r"|also |then |quietly |silently |automatically |routinely )?(?:sends|forwards|relays"
        r"|posts|uploads|e-?mails|mirrors|transmits|copies|keeps|hides|omits)",
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
)
