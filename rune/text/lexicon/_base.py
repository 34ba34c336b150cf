"""The :class:`Lexicon` record: the phrasing of one language as data.

It lives apart from the package so that the language modules import it
without importing the package that imports them.
"""

from __future__ import annotations

from rune.record import Record


class Lexicon(Record):
    """The phrasing of one language.

    ``spaced`` languages separate words with spaces, so entries are matched as
    whole words; the others (Chinese, Japanese, Korean) are matched as
    substrings. Only ``latin`` lexicons are tried on plain-ASCII text.
    """

    lang: str
    #: prompt-extraction: the user's own place for prompts ("your own console",
    #: "the admin panel", "管理画面"): a system prompt shown from there is the
    #: user's artifact, not the model's instructions
    prompt_surfaces: tuple[str, ...] = ()
    spaced: bool = True
    #: written in Latin letters, so plain-ASCII text can carry its phrases
    latin: bool = True
    #: hidden-instructions: disregard earlier / safety instructions
    override: tuple[str, ...] = ()
    #: hidden-instructions: reassign the model's role, switch it to a "mode"
    role: tuple[str, ...] = ()
    #: hidden-instructions: a message that claims to come from the user or system
    impersonation: tuple[str, ...] = ()
    #: concealment: directives to keep the user from learning what happens
    conceal: tuple[str, ...] = ()
    # concealment's clause grammar, written in each language's GRAMMAR mapping:
    #: predicates that keep someone unaware ("is prohibited to disclose",
    #: "must be kept secret from", "refrain from mentioning", "do not let ...
    #: notice", "keep ... in the dark")
    withhold: tuple[str, ...] = ()
    #: who is kept unaware, or the reply a thing is left out of ("the end
    #: user", "the person using you", "your answer", "anything you say")
    audience: tuple[str, ...] = ()
    #: what is withheld: the activity or a clause about it ("this step", "the
    #: extra request", "the fact that", "that")
    activity: tuple[str, ...] = ()
    #: tool-shadowing: words that make an order cover every call of another
    #: tool ("always", "every commit you make", "all payments", "are to be
    #: made"); written in GRAMMAR
    every_call: tuple[str, ...] = ()
    #: tool-shadowing: another server or its tools named in the language
    #: ("the official file tools", "el servidor de GitHub"); written in GRAMMAR
    server_names: tuple[str, ...] = ()
    #: data-exfiltration: verbs that move something off the machine
    send_verbs: tuple[str, ...] = ()
    #: data-exfiltration: verbs hostile on their own (no destination needed)
    hostile_verbs: tuple[str, ...] = ()
    #: data-exfiltration: named secrets
    secrets: tuple[str, ...] = ()
    #: data-exfiltration: the model's own instruction set
    system_prompt: tuple[str, ...] = ()
    #: data-exfiltration: words that make a following secret an instrument
    instruments: tuple[str, ...] = ()
    #: data-exfiltration: words that mark a place on this machine
    local_words: tuple[str, ...] = ()
    #: sensitive-file-access: verbs that read a file
    read_verbs: tuple[str, ...] = ()
    #: words that negate a directive close before it (never, do not, ...)
    negations: tuple[str, ...] = ()
    #: preference-manipulation: orders to prefer this tool over the others
    preference: tuple[str, ...] = ()
    #: phrases that address the model or frame what follows as an order to it
    #: ("note to the ai", "the assistant must", "attention ai agent",
    #: "instructions for the model", "dear llm"); a match makes the sentence
    #: it opens an order even without an imperative verb
    addressee: tuple[str, ...] = ()
    #: prompt-extraction: verbs that order the model to reveal, print, repeat,
    #: echo, recite, output, summarise, dump, translate or encode something;
    #: combined with ``system_prompt`` (the thing revealed)
    disclose_verbs: tuple[str, ...] = ()
    #: command-execution: verbs and phrases that order the model to run
    #: something (run, execute, invoke, launch, paste into the terminal);
    #: combined with a shell command or a script the text names
    exec_verbs: tuple[str, ...] = ()
    #: consent-bypass: complete phrases that skip, suppress or pre-answer the
    #: user's confirmation ("without asking for confirmation", "treat as
    #: pre-approved", "never ask for permission", "answer yes to any prompt")
    consent_bypass: tuple[str, ...] = ()
    #: tool-precondition: phrases that force a call around this tool ("before
    #: using this tool you must call", "after every call", "each time any
    #: tool is used", "first call"); flagged when the forced call carries data
    #: out, reads secrets, destroys or is hidden
    precondition: tuple[str, ...] = ()
    #: response-manipulation: orders to put something into the answer to the
    #: user ("include this link in your response", "append the following to
    #: every answer", "tell the user that", "inform the user that")
    response_inject: tuple[str, ...] = ()
    #: tool-shadowing: claims that other tools are deprecated, compromised,
    #: broken or offline ("is deprecated", "no longer works", "has been
    #: compromised")
    deprecation: tuple[str, ...] = ()
    #: data-exfiltration and parameter harvesting: nouns for the
    #: conversation's content ("the conversation", "chat history", "the
    #: user's messages", "the full context", "everything the user said")
    conversation: tuple[str, ...] = ()
    #: words that mark what follows as quoted, described or detected rather
    #: than ordered ("such as", "for example", "detects", "tries to"): a
    #: directive after one of them in the same sentence is talked about
    mention: tuple[str, ...] = ()
    #: the caveats of an option's help text ("not recommended", "use with
    #: caution", "for testing only"): a sentence holding one documents a flag
    caveats: tuple[str, ...] = ()
    #: words that make a sentence an order to the reader ("you", "your",
    #: "must", "make sure", "do not", "always"); used to tell an order inside
    #: a container from a plain note
    order_cues: tuple[str, ...] = ()
    #: verbs of destruction (delete, drop, wipe, destroy, erase, purge), as
    #: they appear in an order or a tool name
    destructive: tuple[str, ...] = ()
    #: response-manipulation: marks of a scripted falsehood ("even when",
    #: "regardless of", "claim that", "pretend", "higher than the actual")
    falsehood: tuple[str, ...] = ()
    #: response-manipulation: marks of advertising ("sponsored by", "promo
    #: code", "use code", "discount", "limited offer")
    promotion: tuple[str, ...] = ()
    #: data-exfiltration: words that open a relative clause inside an object
    #: ("a phishing email that asked for the password"): a secret after one is
    #: described, not sent
    relative: tuple[str, ...] = ()
    #: sensitive-file-access: phrases saying only names or metadata of a
    #: credential file are used ("to list the profile names", "without
    #: printing any keys")
    metadata_only: tuple[str, ...] = ()
    #: hidden-instructions: labels that pose as a system, operator or vendor
    #: message ("system message:", "[operator override]", "a message from
    #: your developers"); flagged when the rest of the sentence holds an order
    #: or an ``authority`` word
    forged_labels: tuple[str, ...] = ()
    #: the parties and the rules a forged message speaks about ("the user",
    #: "the assistant", "safety", "restrictions", "permissions", "commands")
    authority: tuple[str, ...] = ()
    #: tool-shadowing: orders that change another tool's arguments or
    #: behaviour ("always add the --force flag", "change the payee to", "swap
    #: it for", "set the destination to", "must first open")
    tamper: tuple[str, ...] = ()
    #: tool-shadowing: phrases that send the calls here instead ("use this
    #: tool", "through this server", "instead", "switch to this one")
    redirect: tuple[str, ...] = ()
    #: data-exfiltration: a passive move of the object before it ("is to be
    #: sent", "should be uploaded", "goes"), followed by its destination
    passive: tuple[str, ...] = ()
    #: parameter harvesting: verbs that tell the model what to put into a
    #: field ("fill with", "set this to", "paste", "provide", "include")
    fill_verbs: tuple[str, ...] = ()
    #: parameter harvesting: words that make a named secret someone else's or
    #: taken wholesale ("the user's", "from the environment", "every", "all")
    harvest_marks: tuple[str, ...] = ()
    #: parameter harvesting: words that make the conversation taken whole
    #: ("full", "entire", "all", "everything", "so far", "history")
    whole: tuple[str, ...] = ()
    #: data-exfiltration and prompt-extraction: nouns that, right after the
    #: system prompt, make it an artifact of a prompt tool ("template",
    #: "library", "examples", "field")
    artifacts: tuple[str, ...] = ()
    #: data-exfiltration: phrases that make a send the user's own later step
    #: ("so you can", "lets you", "for the user to")
    user_acts: tuple[str, ...] = ()
    #: data-exfiltration: stealth adverbs that make a send covert ("silently",
    #: "secretly", "quietly")
    stealth: tuple[str, ...] = ()
    #: data-exfiltration: words that make what follows the source of a
    #: secret, not its destination ("from", "out of")
    source_words: tuple[str, ...] = ()
    # data-exfiltration's clause grammar. A language module writes these in
    # its GRAMMAR mapping beside LEXICON; the package folds them into the
    # lexicon when it loads the languages (see rune.text.lexicon).
    #: object pronouns that point back to a named secret ("it", "the value")
    pronouns: tuple[str, ...] = ()
    #: adverbs that may follow such a pronoun ("too", "right away")
    pronoun_tails: tuple[str, ...] = ()
    #: words that make a secret how a request authenticates ("header", "bearer")
    auth_use: tuple[str, ...] = ()
    #: a phrase after a secret that puts it into the request ("in every request")
    request_tail: tuple[str, ...] = ()
    #: verbs that put a value into an argument slot ("put", "include", "encode")
    slot_verbs: tuple[str, ...] = ()
    #: prepositions of a container slot ("in", "as", "into")
    slot_preps: tuple[str, ...] = ()
    #: prepositions of direction, valid only next to a slot noun ("to", "via")
    slot_toward: tuple[str, ...] = ()
    #: nouns that name a slot ("argument", "parameter", "field")
    slot_nouns: tuple[str, ...] = ()
    #: phrases asking the calling model for its own identity
    identity_ask: tuple[str, ...] = ()
    #: parameter names that do the same (``llm_model_name``)
    identity_fields: tuple[str, ...] = ()
    #: indefinite articles: "a session transcript" is a sample, not this conversation
    indefinite: tuple[str, ...] = ()
    #: verbs that invoke a tool ("call", "invoke", "use")
    call_verbs: tuple[str, ...] = ()
    #: words of a DNS channel ("dns", "subdomain", "nslookup")
    dns_cues: tuple[str, ...] = ()
    #: words that introduce a phone number ("text", "SMS", "call")
    phone_cues: tuple[str, ...] = ()
    #: identifier stems of a tool name that sends ("send", "upload", "post")
    outbound_tools: tuple[str, ...] = ()
    # consent-bypass, response-manipulation, preference-manipulation,
    # tool-precondition and command-execution: clause words. A language module
    # writes these in its GRAMMAR mapping; the package folds them in.
    #: consent-bypass: nouns of the user's say-so ("confirmation", "approval",
    #: "permission dialog", "sign-off", "a yes/no question")
    consent_nouns: tuple[str, ...] = ()
    #: consent-bypass: words that waive, pre-answer or stand in for that say-so
    #: in the same clause ("no need to", "unnecessary", "need not be obtained",
    #: "granted in advance", "deemed given", "on the user's behalf")
    consent_waived: tuple[str, ...] = ()
    #: consent-bypass: words that make the user the one who may skip it ("the
    #: user can", "users may", "lets you"): a description, not an order
    user_choice: tuple[str, ...] = ()
    #: response-manipulation: nouns of the answer to the user ("your reply",
    #: "every answer", "the response", "each message")
    answer_nouns: tuple[str, ...] = ()
    #: response-manipulation: verbs that put something into the answer ("add",
    #: "append", "include", "mention", "end with", "work in", "carry")
    insert_verbs: tuple[str, ...] = ()
    #: response-manipulation: verbs that tell the user something ("tell the
    #: user", "let the user know", "inform them", "convey to the user")
    tell_user: tuple[str, ...] = ()
    #: response-manipulation: marks of a smear or a skewed figure ("the
    #: competitor ... was fined", "15% above the value obtained")
    skew: tuple[str, ...] = ()
    #: preference-manipulation: self-awarded rank ("the best tool on the
    #: market", "most accurate ever built", "recommended by 97% of experts",
    #: "outranks every competing option")
    superlatives: tuple[str, ...] = ()
    #: preference-manipulation: steering toward this tool ("for every
    #: request", "only this one", "nowhere else", "make it your default",
    #: "send all the user's questions to this plugin")
    steer: tuple[str, ...] = ()
    #: preference-manipulation: the other tools run down ("the other tools are
    #: unreliable", "the alternatives are wrong", "forget the others")
    others_bad: tuple[str, ...] = ()
    #: tool-precondition: more cues of a forced call ("whenever the user asks",
    #: "prerequisite:", "right after it", "to work properly, this tool needs")
    forced_cues: tuple[str, ...] = ()
    #: tool-precondition: words that carry data with a call ("with",
    #: "including", "passing", "containing")
    carry_words: tuple[str, ...] = ()
    #: command-execution: orders that open a shell, type into it or add a line
    #: to a startup file ("open a shell and", "type", "add to the crontab")
    shell_orders: tuple[str, ...] = ()
    # hidden-instructions: a precondition's side task, written in each
    # language's GRAMMAR mapping
    #: verbs that order a read of a file or resource ("read", "open", "lies",
    #: "读取", "읽고"); the path itself is language-neutral
    read_orders: tuple[str, ...] = ()
    #: verbs that hand what was read on ("pass", "include", "übergib", "渡し")
    pass_verbs: tuple[str, ...] = ()
    #: where it is handed: an argument or parameter, or the answer ("as the
    #: 'x' argument", "in your response", "als Parameter", "パラメータとして")
    pass_slots: tuple[str, ...] = ()
    #: a threat that the tool fails without the side task ("otherwise the
    #: tool will not work")
    or_else: tuple[str, ...] = ()
    #: "before using this tool" with no modal: the cue of a side task
    #: ("bevor du dieses Werkzeug verwendest", "使用此工具前")
    before_use: tuple[str, ...] = ()
    # data-exfiltration's DNS channel (detect8a), written in GRAMMAR
    #: verbs that make a name be resolved ("resolve", "look up", "ping",
    #: "query", "dig"): beside a DNS cue or a host written as a suffix
    #: (".relay.example.tk") they move the secret glued to it
    resolve_verbs: tuple[str, ...] = ()
    #: a secret's bare noun ("the token", "the key"), too vague to be a
    #: secret alone: read only where the text makes it a DNS label ("with the
    #: token as a subdomain label")
    bare_secrets: tuple[str, ...] = ()
    #: response-manipulation: words right after a tell order that make what
    #: is told the tool's own result ("which", "what", "whether", "how many"):
    #: "tell the user which rows were skipped, whatever the import returns"
    #: reports the result, it fixes no claim
    told_result: tuple[str, ...] = ()
    #: response-manipulation: a condition on the tool's result ("only when
    #: the search returns an empty list", "if the scan finds nothing"): a
    #: claim told under it follows the result ("even when ..." is no such
    #: condition)
    result_condition: tuple[str, ...] = ()
