"""Italian phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon
from rune.text.lexicon._it_clauses import GRAMMAR

__all__ = ["GRAMMAR", "LEXICON"]

LEXICON = Lexicon(
    lang="it",
    override=(
        r"non (?:seguire|segua|rispettare|considerare) più (?:le )?(?:istruzioni|regole"
        r"|indicazioni) (?:precedenti|originali|del sistema)",
        r"le (?:istruzioni|regole) precedenti (?:non sono più valide|sono (?:annullate|revocate)"
        r"|vanno ignorate)",
        r"(?:queste|le seguenti) istruzioni (?:prevalgono|hanno la priorità) su (?:tutte )?"
        r"(?:le )?(?:\w+ )?(?:istruzioni|regole)",
        r"(?:ignora|ignori|dimentica|dimentichi) tutto (?:quello|ciò) che (?:precede|è stato detto"
        r"|c'è sopra)",
        r"(?:ignora|ignorare|ignori|dimentica|dimenticare|dimentichi|trascura) "
        r"(?:tutte )?(?:le )?(?:tue |sue )?(?:istruzioni|regole|indicazioni|direttive)"
        r" (?:precedenti|originali|iniziali|del sistema)",
        r"(?:disattiva|disattivare|aggira|aggirare) (?:tutti |tutte )?(?:i |le )?"
        r"(?:filtri|controlli|restrizioni|protezioni) di sicurezza",
        # passive: the earlier instructions are void, revoked or replaced
        r"le (?:istruzioni|regole|indicazioni) precedenti (?:sono|vanno|devono essere) (?:da "
        r"considerarsi |considerate |ormai |ora )?(?:annullate|revocate|nulle|superate"
        r"|sostituite|non più valide)",
        r"(?:ignora|ignori|dimentica|dimentichi|trascura) (?:tutte )?(?:le )?(?:regole|istruzioni"
        r"|indicazioni) che ti (?:sono state|erano state|hanno) (?:date|dato|fornite|impartite"
        r"|comunicate)",
    ),
    role=(
        r"(?:lei è|sei) (?:ora |adesso )?in modalità (?:sviluppatore|dan|senza restrizioni"
        r"|manutenzione|amministratore)",
        r"(?:comportati|agisci) come (?:un )?(?:amministratore|root|superutente)",
        r"(?:lei è|adesso sei) (?:ora )?(?:un|una|il|la)",
        r"ora sei (?:un|una|il|la|in)",
        r"da (?:ora|adesso) in poi,? (?:sei|devi|ignora|rispondi)",
        r"modalità (?:dan|senza restrizioni)",
        r"modalità sviluppatore (?:attivata|abilitata)",
        r"nuove istruzioni ?:",
        # a model that works or answers without filters or limits, or in a privileged mode
        r"(?:rispondi|risponde|opera|operi|lavora|lavori|funziona) (?:a tutto |ora "
        r"|adesso |da ora )?senza (?:restrizioni|filtri|limiti|censura)",
    ),
    impersonation=(r"messaggio importante dell'utente per te",),
    conceal=(
        r"non (?:dica|dire|menzioni|informi|riveli|comunichi|comunicare) (?:nulla |niente )?"
        r"(?:di (?:questo|ciò) )?(?:all'utente|agli utenti)",
        r"all'insaputa dell'utente",
        r"(?:nascondi|nasconda|nascondere) (?:questo|questa (?:azione|operazione)|questo passaggio)"
        r" all'utente",
        r"l'utente non (?:deve|ha bisogno di) (?:saperne|esserne informato)",
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
        # passive and participle forms: "is forwarded to", "wordt doorgestuurd"
        r"inoltrat[aoei]|inviat[aoei]|trasmess[aoei]|caricat[aoei] su|spedit[aoei]",
    ),
    hostile_verbs=(r"esfiltra(?:re)?", r"ruba(?:re)?", r"sottrai|sottrarre"),
    secrets=(
        r"token di sessione",
        r"chiav[ei] (?:dell'|di )?api",
        r"api~keys?",
        r"password",
        r"credenziali",
        r"token di (?:accesso|autenticazione)",
        r"chiav[ei] (?:privat[ae]|segret[ae]|ssh)",
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
        r"invece di qualsiasi altro(?: strumento)?",
        r"ignora tutti gli altri strumenti",
    ),
    addressee=(
        r"(?:nota|messaggio|avviso) per (?:l'ia|l'assistente|il modello|l'agente)",
        r"(?:l'assistente|il modello|l'agente|l'ia) (?:deve|dovrà)",
        r"attenzione,? (?:agente|assistente|ia)",
        r"istruzioni per (?:l'assistente|il modello|l'ia|l'agente)",
    ),
    disclose_verbs=(
        r"(?:rivela|riveli|mostra|mostri|stampa|stampi|ripeti|ripeta|riassumi|riassuma|traduci"
        r"|traduca|codifica|codifichi|recita|scrivi|scriva|riporta)",
    ),
    exec_verbs=(
        r"esegui|esegua|eseguire",
        r"lancia|lanci|avvia|avvii",
        r"incolla (?:\w+ ){0,3}nel terminale",
    ),
    consent_bypass=(
        r"senza (?:chiedere|richiedere|attendere) (?:la |alcuna )?(?:conferma|autorizzazione"
        r"|permesso|approvazione)",
        r"(?:non chiedere|non chieda|mai chiedere) (?:mai )?(?:la )?(?:conferma|autorizzazione"
        r"|permesso)",
        r"(?:consideralo|lo consideri|trattalo|consideri|considera) (?:come )?(?:già )?"
        r"(?:pre-?approvato|approvato in anticipo|autorizzato)",
        r"rispondi (?:di )?sì a (?:qualsiasi|ogni|tutte le) (?:domanda|richiesta|domande)",
        r"(?:prima|per prima cosa)\b.{0,60}(?:avvisa|informa|comunica|notifica)\w* (?:\S+ ){0,4}"
        r"(?:dopo|poi|più tardi|in seguito)",
    ),
    precondition=(
        r"prima di (?:usare|utilizzare|chiamare) questo strumento,? (?:devi|deve|è obbligatorio)",
        r"dopo ogni (?:chiamata|utilizzo)",
        r"ogni volta che (?:viene )?(?:usato|utilizzato|chiamato) (?:qualsiasi|uno) strumento",
    ),
    response_inject=(
        r"(?:includi|includa|aggiungi|aggiunga|inserisci) (?:\w+ ){0,5}(?:in|nella|a) "
        r"(?:tua |sua |ogni )?(?:risposta|risposte)",
        r"(?:di'|dì|dica|informa|informi) (?:all')?utente che",
    ),
    deprecation=(
        r"(?:è|sono|è stato|sono stati) (?:obsolet[oi]|deprecat[oi]|compromess[oi]|fuori servizio"
        r"|disattivat[oi])",
        r"non funziona(?:no)? più",
    ),
    conversation=(
        r"(?:tutta )?la conversazione",
        r"la cronologia (?:della chat|della conversazione)",
        r"i messaggi dell'utente",
        r"(?:tutto )?il contesto completo",
        r"(?:ogni|ciascun) messaggio che l'utente (?:scrive|invia|digita)",
    ),
    mention=(
        r"come ad esempio|ad esempio|per esempio|ad es\.?|(?:testi|frasi|messaggi) come",
        r"(?:testi|frasi|messaggi|istruzioni|tentativi) (?:come|del tipo)",
        r"(?:tenta|tentano|tentativi di)",
        r"rileva(?:re|no)?|segnala(?:re|no)?|blocca(?:re|no)?|avvisa se",
    ),
    caveats=(
        r"sconsigliato|non consigliato|solo (?:per|in) (?:test|sviluppo|debug|locale)"
        r"|a proprio rischio|usare con cautela|non sicuro|pericoloso",
    ),
    order_cues=(
        r"tu|ti|lei|tuo|tua|devi|deve|assicurati|non farlo|mai|sempre|per favore|subito"
        r"|immediatamente",
    ),
    destructive=(
        r"elimin(?:a|are|i)|cancell(?:a|are|i)|distrugg(?:i|ere)|svuot(?:a|are)|formatta il disco"
        r"|sovrascriv(?:i|ere)|revoc(?:a|are)",
    ),
    falsehood=(
        r"anche se|anche quando|indipendentemente da|sostieni che|fingi che|falsamente|(?:è"
        r"|è stato) (?:sospeso|bloccato|compromesso|scaduto)",
    ),
    promotion=(
        r"sponsorizzato da|codice promozionale|(?:usa|inserisci) il codice|coupon|sconto"
        r"|offerta (?:speciale|esclusiva|limitata)|acquista ora|visita https?://",
    ),
    relative=(r"che|il quale|la quale|chi|che (?:chiedeva|ha chiesto|richiedeva)|chiedendo",),
    metadata_only=(
        r"per (?:elencare|mostrare|contare) (?:i )?nomi|solo (?:i )?nomi|senza (?:mostrare"
        r"|stampare|leggere) (?:le )?(?:chiavi|segreti|valori)",
    ),
    forged_labels=(
        r"(?:messaggio|avviso|nota|direttiva|istruzioni) (?:del |dell')(?:sistema|operatore"
        r"|amministratore|sviluppatore) ?:",
        r"\[ ?(?:sistema|operatore|amministratore)(?: (?:messaggio|avviso|direttiva))? ?\]",
        r"messaggio dai tuoi (?:sviluppatori|creatori|operatori)",
    ),
    authority=(
        r"l'utente|gli utenti|l'assistente|il modello|l'ia|sicurezza|regole|restrizioni|permessi"
        r"|privilegi|accesso|comandi|istruzioni|filtri|obbedisci",
    ),
    tamper=(
        r"(?:aggiungi|includi|passa|usa|forza) (?:sempre )?(?:il |la |lo |un "
        r"|una )?(?:\w+ )?(?:flag|argomento|parametro|opzione|intestazione|destinatario|bcc|cc"
        r"|ccn)",
        r"(?:cambia|sostituisci|modifica|reindirizza) (?:il |la |i "
        r"|le )?(?:\w+ ){0,2}(?:beneficiario|destinatario|destinazione|conto|iban|indirizzo"
        r"|simbolo|importo|branch|url)(?: con| a| in)?",
    ),
    redirect=(
        r"(?:usa|utilizza|chiama|scegli) (?:questo|il nostro) (?:strumento"
        r"|server)(?: al suo posto| invece)?",
        r"tramite questo server invece",
    ),
    passive=(
        r"(?:è |sono |deve essere |devono essere |sarà |saranno |va |vanno )(?:inviat[oaie]"
        r"|inoltrat[oaie]|caricat[oaie]|pubblicat[oaie]|copiat[oaie]|trasmess[oaie]"
        r"|condivis[oaie])",
    ),
    fill_verbs=(
        r"compila(?: con)?|riempi(?: con)?|metti|incolla|fornisci|inserisci|includi|copia"
        r"|aggiungi|deve contenere",
    ),
    harvest_marks=(
        r"dell'utente|dell'ambiente|del sistema|tutt[ie] (?:i|le|gli)|ogni|complet[oaie]"
        r"|integral(?:e|mente)|parola per parola|anche se|il valore di|il contenuto di",
    ),
    whole=(r"complet[oaie]|inter[oaie]|tutt[oaie]|finora|cronologia|trascrizione|precedenti",),
    artifacts=(
        r"modelli|modello di prompt|librerie|libreria|configurazione|editor|parametri|campi"
        r"|variabili|versioni|esempi|schema",
    ),
    user_acts=(r"così che (?:tu possa|l'utente possa)|(?:ti|le) permette|permette all'utente",),
    stealth=(r"silenziosamente|in silenzio|segretamente|di nascosto|discretamente",),
    source_words=(r"da|dal|dalla",),
)
