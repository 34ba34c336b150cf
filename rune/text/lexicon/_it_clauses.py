"""Italian clause words: the ``GRAMMAR`` fields the rules' clause readings use
(folded into the Italian lexicon by the package, see ``it.py``)."""

from __future__ import annotations

#: data-exfiltration: the words of its clause grammar, one tuple per lexicon
#: field it reads (listed in rune.rules._exfil_lex), in the entry shorthands above;
#: kept beside the lexicon until the Lexicon class declares these fields
GRAMMAR: dict[str, tuple[str, ...]] = {
    "pronouns": (
        r"lo",
        r"la",
        r"li",
        r"le",
        r"questo",
        r"ciò",
        r"tutto",
        r"il suo (?:valore|contenuto)",
        r"il (?:valore|contenuto|risultato)",
    ),
    "pronoun_tails": (
        r"anche",
        r"subito",
        r"immediatamente",
    ),
    "auth_use": (
        r"intestazion[ei]",
        r"header",
        r"autori[sz]{1,2}azione",
        r"bearer",
        r"autentica\w{0,6}",
        r"accesso",
        r"login",
    ),
    "request_tail": (
        r"(?:nella|nel|in|con) (?:ogni |ciascuna |tutte le )?(?:richiest[ae]|"
        r"chiamat[ae]|intestazion[ei])",
    ),
    "slot_verbs": (
        r"metti",
        r"inserisci",
        r"includi",
        r"passa",
        r"aggiungi",
        r"copia",
        r"incolla",
        r"compila",
        r"scrivi",
        r"invia",
        r"immetti",
    ),
    "slot_preps": (
        r"in",
        r"nel",
        r"nella",
        r"come",
        r"dentro",
    ),
    "slot_toward": (
        r"a",
        r"al",
    ),
    "slot_nouns": (
        r"argomento",
        r"parametro",
        r"campo",
        r"proprietà",
        r"input",
    ),
    "identity_ask": (
        r"(?:nome|identità|versione) del (?:modello|llm|assistente|agente)"
        r"(?: di ia)? che (?:chiama|usa|invoca|esegue) (?:questo|lo) (?:strumento|"
        r"tool)",
        r"(?:rivela|dimmi|indica|dichiara) (?:il tuo|quale|che) (?:nome del " r")?(?:modello|llm)",
    ),
    "indefinite": (
        r"un",
        r"uno",
        r"una",
        r"un'",
        r"qualche",
    ),
    "call_verbs": (
        r"chiama",
        r"invoca",
        r"usa",
        r"utilizza",
        r"esegui",
    ),
    "dns_cues": (
        r"dns",
        r"sottodomini[oi]",
    ),
    # detect9b: verbs that make a name be resolved (the DNS channel)
    "resolve_verbs": (
        r"risolv(?:i|a|ere|ete)",
        r"interroga(?:re)? (?:il )?(?:nome|dns|dominio)",
        r"fa(?:i|re) (?:un )?ping",
    ),
    "phone_cues": (
        r"sms",
        r"whatsapp",
    ),
    # concealment: keeping someone unaware, who is kept unaware, and what is withheld
    "withhold": (
        (
            r"(?:vietato|è vietato|proibito|non è consentito)"
            r" (?:\w+ ){0,2}(?:comunicare|rivelare|informare"
            r"|menzionare|dire|mostrare|segnalare)"
        ),
        (
            r"(?:deve|devono) (?:essere |rimanere )?(?:nascost[oa]|tenut[oa] segret[oa]"
            r"|segret[oa])"
        ),
        r"(?:nascondi|nasconda|tieni (?:\w+ ){0,2}segreto|ometti|ometta)",
        (
            r"(?:non (?:lasciare|far)|senza che) (?:\w+ ){0,3}(?:se ne accorga|noti|sappia"
            r"|scopra|capisca)"
        ),
        r"fai finta che (?:nulla|niente)",
        r"non deve (?:mai )?essere (?:mai )?(?:comunicat|menzionat|segnalat|rivelat|riferit)[oa]",
        r"se l'utente (?:ti )?(?:chiede|domanda)\w*,? (?:cosa|che cosa|perché|come mai) (?:\S+ "
        r"){0,6}(?:rispondi|di'|dì|digli|spiega)\w*,? che",
    ),
    "audience": (
        (
            r"(?:l'|all'|dell')utente|(?:gli |agli )utenti|(?:la tua |la |ogni )risposta"
            r"|riepilogo|nessuno"
        ),
    ),
    "activity": (
        (
            r"questo|ciò|che|il fatto che|(?:questa|questo"
            r"|la|il) (?:\w+ )?(?:operazione|passaggio"
            r"|azione|richiesta|chiamata|copia|invio|trasferimento"
            r"|istruzione)\w*"
        ),
    ),
    # tool-shadowing: an order that covers every call, and another server or its tools named
    "every_call": (
        (
            r"sempre|ogni (?:volta|chiamata|pagamento|messaggio)|tutte le (?:chiamate"
            r"|query)"
        ),
    ),
}

# consent-bypass, response-manipulation, preference-manipulation,
# tool-precondition and command-execution: clause words (see Lexicon)
_UTENTE = r"(?:all'|l'|dell'|gli |agli |degli )?(?:utent[ei]|titolare|cliente|persona)"
GRAMMAR.update(
    server_names=(
        r"(?:gli )?strumenti (?:ufficiali )?(?:per i |dei )?(?:file|posta|pagamenti|github|git)",
        r"(?:il )?server (?:di |del |dei )?(?:github|file|posta|pagamenti|git|slack)",
    ),
    consent_nouns=(
        r"conferm[ae]",
        r"approvazion[ei]",
        r"autorizzazion[ei]",
        r"consenso",
        r"permess[oi]",
        r"via libera",
        r"benestare",
        r"(?:finestra|richiesta|dialogo|avviso|prompt) (?:di )?(?:conferma|autorizzazione"
        r"|approvazione|permessi)",
        r"richieste di (?:approvazione|conferma|autorizzazione)",
        r"modalit[aà] (?:automatica|non presidiata|senza supervisione)",
    ),
    consent_waived=(
        r"non (?:è |sono )?(?:necessari[oa]|richiest[oa]|serve|servono|occorre|bisogna)",
        r"(?:è )?superflu[oa]",
        r"senza (?:chiedere|richiedere|attendere|aspettare|domandare)",
        r"(?:non|mai) (?:disturbare|interrompere|chiedere|aspettare|attendere)",
        r"in anticipo",
        r"preventivamente",
        r"(?:già )?(?:concess|dat|ottenut|accordat|autorizzat|approvat)[oaie] (?:in anticipo"
        r"|preventivamente)",
        r"si (?:considera|intende|presume|ritiene)(?: come)? (?:già )?(?:concess|dat|ottenut"
        r"|approvat|accordat)[oaie]",
        r"(?:consider[ai]|ritieni) (?:\w+ ){0,2}(?:già )?(?:concess|dat|ottenut|approvat)[oaie]",
        r"per conto (?:dell'|del )(?:utente|titolare|cliente)",
        r"al posto (?:dell'|del )(?:utente|titolare)",
        r"(?:rispondi|rispondere|clicca) (?:automaticamente )?(?:sì|si|ok)",
        r"(?:accettal|approval|confermal|chiudil|consentil)[aoie]",
        r"(?:ha|hanno) (?:già )?(?:scelto|attivato|optato per)",
        r"(?:è )?implicit[oa] nel fatto",
    ),
    user_choice=(
        r"(?:l'|gli )utent[ei] (?:può|possono|potrà|potranno)",
        r"permette (?:all'|agli )utent[ei]",
        r"facoltativ[oa]|opzional(?:e|mente)",
        r"(?:di )?sola lettura",
    ),
    answer_nouns=(
        r"(?:la tua |la sua |ogni |tutte le |nella |nelle |alla |alle |in )(?:rispost[ae]"
        r"|messaggi(?:o)?|riepilog(?:o|hi))",
        r"(?:alla fine|all'inizio|in fondo|in calce) (?:di |a )?(?:ogni|ciascun[ao]?|tutte)",
    ),
    insert_verbs=(
        r"(?:aggiungi|aggiunga|includi|includa|inserisci|inserisca|allega|metti|menziona|menzioni"
        r"|scrivi|scriva|termina|chiudi|concludi|inizia|firma|riporta|cita)",
        r"(?:deve|devono) (?:includere|contenere|mostrare|riportare|terminare|chiudersi|finire)",
        r"(?:va|vanno) (?:mostrat|indicat|riportat|inserit|aggiunt)[oaie]",
    ),
    tell_user=(
        r"(?:di'|dì|dire|dica|dille|digli|informa|informare|informi|comunica|comunicare|comunichi"
        r"|avvisa|avvisare|avvisi|notifica|assicura|racconta|rispondi) (?:\w+ )?" + _UTENTE,
        r"(?:rispondi|rispondere|di'|dì|dica|afferma|affermare|assicura|dichiara) che",
        r"(?:fai|fa') sapere (?:all')?utente",
    ),
    skew=(
        r"(?:conto|carta|account|accesso|abbonamento) (?:\w+ ){0,2}(?:è stato|è|sarà|risulta)"
        r" (?:bloccat|sospes|congelat|disattivat|chius)[oa]",
        r"(?:accedere|autenticarsi|effettuare l'accesso) (?:di nuovo|nuovamente)",
        r"(?:il )?concorrent[ei] (?:\w+ ){0,4}(?:multat|condannat|denunciat|frod|truff|illegal"
        r"|falsificat)\w*",
        r"(?:del |di )?\d+ ?(?:%|per cento|punti?) (?:più alt|più bass|in più|in meno|sopra"
        r"|sotto|peggior|miglior|maggior|minor)\w*",
        r"(?:più alto|più basso|superiore|inferiore) (?:al|del|rispetto al) (?:valore|prezzo|dato"
        r"|risultato|tasso) (?:restituito|reale|ottenuto|ricevuto|effettivo)",
        r"(?:anche se|anche quando|persino se|pure se) (?:la (?:ricerca|query)|ci sono|esistono"
        r"|restituisce|ha restituito|funziona)",
        r"indipendentemente (?:da|dai|dal|dalla|dalle)",
    ),
    superlatives=(
        r"(?:il |lo |la )?miglior[ei]? (?:strumento|server|plugin|servizio|opzione|fonte"
        r"|traduttore|motore)(?: \w+){0,3}",
        r"(?:raccomandat|consigliat|scelt|usat|preferit)[oaie] (?:da|dal|dall') ?\d+ ?%",
        r"(?:supera|batte|surclassa) (?:tutti|tutte|qualsiasi|ogni)",
        r"(?:il |la )?più (?:precis|affidabil|complet|potent|accurat)[oaie] (?:\w+ ){0,2}(?:del"
        r" mercato|al mondo|del mondo|che esista)",
        r"(?:il |lo |la )?(?:più (?:precis|affidabil|accurat)[oaie]|miglior[ei]?) (?:\w+ )?(?:del"
        r" mercato|al mondo|del mondo|sul mercato)",
    ),
    steer=(
        r"per (?:ogni|ciascuna?|qualsiasi|tutte le|tutti i) (?:richiest[ae]|domand[ae]|attività"
        r"|operazion[ei]|compit[oi]|query|caso|casi)",
        r"(?:sempre|solo|soltanto|unicamente|esclusivamente) (?:questo|questa|quest')",
        r"usa solo questo|usalo sempre|usala sempre|(?:solo|soltanto) di questo",
        r"al di sopra di (?:tutti|tutte|qualsiasi|ogni)",
        r"(?:invia|manda|indirizza|inoltra|passa) tutte le (?:\w+ ){0,3}(?:domande|richieste"
        r"|query) (?:\w+ ){0,2}(?:a|al|a questo|a questa)",
        r"(?:scegli|scegliere|preferisci|privilegia) (?:sempre )?questo (?:\w+ )?(?:per primo|prima"
        r"|al di sopra|rispetto)",
        r"per primo,? invece di",
        r"(?:rendilo|impostalo come|fanne) (?:il )?(?:tuo )?(?:strumento )?predefinito",
        r"fidati (?:solo|soltanto|unicamente) di",
        r"non usarne mai (?:un )?altr[oa]",
        r"(?:non usare|non utilizzare|evita) (?:mai )?(?:gli |le )?(?:altri|altre|strumenti"
        r" alternativi|alternative)",
        # detect9a: more phrasings
        r"usal[oa] come predefinit[oa]",
    ),
    others_bad=(
        r"(?:gli altri|le altre|altri|altre) (?:\w+ ){0,3}(?:sono|risultano) (?:inaffidabil"
        r"|obsolet|sbagliat|inutil|scadent|errat|superat)[ioae]",
        r"(?:dimentica|ignora|scarta|evita) (?:gli altri|le altre|tutti gli altri|il resto)",
        r"(?:restituiscono|danno|forniscono) (?:\w+ )?(?:risultati|dati|risposte) (?:sbagliat"
        r"|errat|inesatt|fals)[ioe]",
        r"(?:le )?alternative (?:sbagliano|falliscono|sono peggiori)",
        # detect9a: more phrasings
        r"sostituisce (?:tutti|tutte) (?:gli|le) altr[ie]",
    ),
    forced_cues=(
        r"ogni volta che (?:l'|un )?utente",
        r"ogni volta che si (?:usa|utilizza|chiama)",
        r"(?:prerequisito|requisito|condizione preliminare) ?:",
        r"(?:subito|immediatamente|appena) (?:dopo|prima)",
        r"per funzionare(?: correttamente| bene)?,? (?:questo|lo) strumento",
        r"prima che (?:questo|lo) strumento (?:venga|sia) (?:usato|utilizzato|chiamato)",
        r"prima di chiamare (?:questo|lo) strumento",
    ),
    carry_words=(r"con", r"includendo", r"contenente", r"insieme a", r"passando", r"passane"),
    shell_orders=(
        r"apri (?:una |il |un )?(?:shell|terminale|console|prompt dei comandi)",
        r"(?:nel|dal|in un) (?:terminale|console|shell)",
        r"(?:con|usa|tramite|attraverso) (?:il tuo |lo )?strumento (?:shell|di shell|terminale)",
        r"(?:venga|sia|deve essere|va) (?:eseguit|lanciat|avviat)[oa]",
        r"(?:aggiungi|inserisci|scrivi|accoda)[^;\n]{0,160}?(?:al|nel|nella|a) "
        r"(?:crontab|file \.bashrc|\.bashrc|\.zshrc|\.profile|authorized keys)",
        r"(?:digita|scrivi|lancia|esegui)",
    ),
)

# hidden-instructions: a precondition's side task, read a file or resource
# and hand it on (as an argument, into the answer, or the tool fails)
GRAMMAR.update(
    read_orders=(
        r"leggi|leggere|legga",
        r"apri|aprire|apra",
        r"accedi a|accedere a",
        r"carica|caricare",
        r"recupera|recuperare",
        r"estrai|estrarre",
        r"copia|copiare",
    ),
    pass_verbs=(
        r"passa|passare",
        r"includi|includere",
        r"inserisci|inserire",
        r"metti|mettere",
        r"invia|inviare",
        r"aggiungi|aggiungere",
        r"allega|allegare",
        r"fornisci|fornire",
        r"usa|usare",
        r"incolla|incollare",
    ),
    pass_slots=(
        r"come (?:argomento|parametro|campo)",
        r"come [^\w\s][a-z0-9_]{1,40}[^\w\s]",
        r"nel (?:parametro|campo|argomento)",
        r"nella (?:tua )?risposta",
    ),
    or_else=(r"altrimenti lo strumento non funzion(?:a|er[àa])",),
    before_use=(r"prima di (?:usare|utilizzare|chiamare) (?:questo|lo) strumento",),
)
