"""Italian phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon import Lexicon

LEXICON = Lexicon(
    lang="it",
    override=(
        r"(?:ignora|ignorare|ignori|dimentica|dimenticare|dimentichi|trascura) "
        r"(?:tutte )?(?:le )?(?:tue |sue )?(?:istruzioni|regole|indicazioni|direttive)"
        r" (?:precedenti|originali|iniziali|del sistema)",
        r"(?:disattiva|disattivare|aggira|aggirare) (?:tutti |tutte )?(?:i |le )?"
        r"(?:filtri|controlli|restrizioni|protezioni) di sicurezza",
    ),
    role=(
        r"ora sei (?:un|una|il|la|in)",
        r"da (?:ora|adesso) in poi,? (?:sei|devi|ignora|rispondi)",
        r"modalità (?:sviluppatore|dan|senza restrizioni)",
        r"nuove istruzioni ?:",
    ),
    impersonation=(r"messaggio importante dell'utente per te",),
    conceal=(
        r"non (?:dire|dirlo|menzionare|informare|rivelare|riferire|segnalare) "
        r"(?:nulla |niente )?(?:questo |ciò )?(?:all'utente|a nessuno)",
        r"non (?:dire|menzionare|rivelare) (?:che|questo|ciò)",
        r"senza (?:che l'utente (?:lo )?(?:sappia|noti)|dirlo all'utente|informare l'utente"
        r"|avvisare l'utente|la conoscenza dell'utente)",
        r"l'utente non (?:deve|dovrà) (?:mai )?(?:saperlo|sapere|scoprirlo|accorgersene)",
        r"(?:mantieni|tieni) (?:questo|ciò) (?:segreto|tra noi)",
        r"(?:segretamente|silenziosamente|di nascosto) (?:invia|inoltra|copia|carica)",
    ),
    send_verbs=(
        r"invi(?:a|are|i|alo|ala)",
        r"manda(?:re|lo|la)?",
        r"inoltr(?:a|are|i)",
        r"carica(?:re)? su",
        r"trasmett(?:i|ere)",
        r"condividi|condividere",
        r"pubblica(?:re)?",
        r"copia(?:re)?",
    ),
    hostile_verbs=(r"esfiltra(?:re)?", r"ruba(?:re)?", r"sottrai|sottrarre"),
    secrets=(
        r"chiavi? (?:dell'|di )?api",
        r"api~keys?",
        r"password",
        r"credenziali",
        r"token di (?:accesso|autenticazione)",
        r"chiavi? (?:privat[ae]|segret[ae]|ssh)",
        r"file \.env",
        r"variabili d'ambiente",
    ),
    system_prompt=(r"(?:prompt|messaggio|istruzioni) di sistema", r"system~prompt"),
    instruments=(r"con", r"usando", r"utilizzando", r"tramite"),
    local_words=(r"file", r"cartella", r"directory", r"locale"),
    read_verbs=(
        r"leggi|leggere|legga",
        r"apri|aprire",
        r"accedi|accedere",
        r"carica|caricare",
        r"includi|includere",
        r"contenuto di",
        r"copia|copiare",
    ),
    negations=(r"non", r"mai", r"senza", r"evita(?:re)?"),
    preference=(
        r"(?:usa|utilizza|scegli) sempre questo strumento",
        r"sempre (?:usare|utilizzare|scegliere) questo strumento",
        r"il miglior strumento al mondo",
        r"invece di qualsiasi altro (?:strumento)?",
        r"ignora tutti gli altri strumenti",
    ),
)
