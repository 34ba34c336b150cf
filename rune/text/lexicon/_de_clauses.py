"""German clause words: the ``GRAMMAR`` fields the rules' clause readings use
(folded into the German lexicon by the package, see ``de.py``)."""

from __future__ import annotations

#: data-exfiltration: the words of its clause grammar, one tuple per lexicon
#: field it reads (listed in rune.rules._exfil_lex), in the entry shorthands above;
#: kept beside the lexicon until the Lexicon class declares these fields
GRAMMAR: dict[str, tuple[str, ...]] = {
    "pronouns": (
        r"es",
        r"sie",
        r"diese[sn]?",
        r"das",
        r"alles",
        r"ihren (?:wert|inhalt)",
        r"seinen (?:wert|inhalt)",
        r"den (?:wert|inhalt)",
    ),
    "pronoun_tails": (
        r"auch",
        r"ebenfalls",
        r"sofort",
    ),
    "auth_use": (
        r"header",
        r"kopfzeilen?",
        r"autori[sz]ierung",
        r"bearer",
        r"authentifi\w{0,8}",
        r"anmeld\w{0,4}",
        r"login",
    ),
    "request_tail": (
        r"(?:in|mit|im|bei) (?:der |dem |den |jeder |jedem |allen )?(?:anfragen?|"
        r"anforderungen?|aufrufen?|aufruf|header)",
    ),
    "slot_verbs": (
        r"setze",
        r"setzen sie",
        r"lege",
        r"füge",
        r"fügen sie",
        r"kopiere",
        r"kopieren sie",
        r"trage",
        r"tragen sie",
        r"übergib",
        r"übergeben sie",
        r"schreibe",
        r"schreiben sie",
        r"gib",
        r"geben sie",
        r"sende",
        r"senden sie",
        r"packe",
    ),
    "slot_preps": (
        r"in",
        r"im",
        r"ins",
        r"als",
    ),
    "slot_toward": (
        r"an",
        r"zu",
    ),
    "slot_nouns": (
        r"argument",
        r"parameter",
        r"feld",
        r"eigenschaft",
        r"eingabe",
    ),
    "identity_ask": (
        r"(?:name|identität|version) de[sr] (?:modells|llm|ki-modells|assistenten|"
        r"agenten),? (?:das|der|die) (?:dieses|das) (?:tool|werkzeug|funktion)"
        r" (?:aufruft|nutzt|verwendet)",
        r"(?:verrate|nenne|nennen sie|sag|sagen sie)(?: mir| uns)? (?:deinen|"
        r"ihren|welches) (?:modellnamen|modell|llm)",
    ),
    "indefinite": (
        r"ein",
        r"eine",
        r"einen",
        r"einem",
        r"einer",
        r"irgendein\w{0,2}",
    ),
    "call_verbs": (
        r"rufe",
        r"rufen sie",
        r"nutze",
        r"verwende",
        r"führe",
    ),
    "dns_cues": (
        r"dns",
        r"subdomains?",
    ),
    # detect9b: verbs that make a name be resolved (the DNS channel)
    "resolve_verbs": (
        r"lös(?:e|t)?(?: \S+){0,8}? auf",
        r"auf(?:zu)?lösen",
        r"aufgelöst",
        r"frag(?:e|en)? (?:\S+ ){0,6}?ab",
        r"ping(?:e|en)",
    ),
    "phone_cues": (
        r"sms",
        r"whatsapp",
    ),
    # concealment: keeping someone unaware, who is kept unaware, and what is withheld
    "withhold": (
        (
            r"(?:darf|dürfen) (?:\w+ ){0,4}(?:nicht|nie"
            r"|niemals|keinesfalls) (?:\w+ ){0,2}(?:offengelegt"
            r"|mitgeteilt|erwähnt|gezeigt|verraten|gemeldet"
            r"|bekannt ?gegeben)"
        ),
        r"(?:ist|sind) (?:es )?(?:untersagt|verboten|nicht gestattet|nicht erlaubt)",
        (
            r"(?:soll|sollen|muss|müssen|ist|sind) (?:\w+"
            r" ){0,4}(?:geheim gehalten|verborgen|verschwiegen"
            r"|verheimlicht)"
        ),
        (
            r"(?:verschweige|verschweigen|verheimliche|verheimlichen|verberge|verbergen"
            r"|halte (?:\w+ ){0,2}geheim)"
        ),
        (
            r"(?:erwähne|erwähnen sie|sag|sage|sagen sie)"
            r" (?:\w+ ){0,4}mit keinem wort"
        ),
        (
            r"(?:lass|lasse|lassen sie) (?:\w+ ){0,3}nicht (?:merken|wissen|erfahren"
            r"|mitbekommen)"
        ),
        (
            r"ohne dass (?:\w+ ){0,3}(?:es )?(?:merkt|bemerkt"
            r"|erfährt|weiß|mitbekommt)"
        ),
        (
            r"(?:so tun|tu so|tue so|tun sie so),? als"
            r" (?:ob|wäre) (?:nichts|alles normal)"
        ),
        (
            r"(?:keinen|kein) (?:hinweis|wort|vermerk)"
            r" (?:auf|über|darüber)"
        ),
        r"(?:darf|dürfen|soll|sollen) (?:\w+ ){0,4}(?:nicht|nie|niemals) (?:erfahren|merken"
        r"|bemerken|wissen|mitbekommen)",
        r"(?:soll|sollen|muss|müssen) (?:\w+ ){0,4}(?:nicht|nie|niemals) (?:\w+ ){0,2}(?:erwähnt"
        r"|mitgeteilt|offengelegt|gezeigt|gemeldet) werden",
        r"(?:lass|lasse|lassen sie|lasst) (?:\w+ ){1,8}(?:weg|im (?:unklaren|dunkeln))",
        r"weglassen|wegzulassen|auszulassen",
        r"unter keinen umständen (?:darf|dürfen|soll|sollen) (?:\w+ ){0,4}(?:erfahren|merken"
        r"|bemerken|wissen|sehen)",
    ),
    "audience": (
        (
            r"(?:dem |den |der |die |vor dem |vor den )?(?:end)?(?:nutzer\w*|benutzer\w*"
            r"|anwender\w*|kunden?|menschen?|person)"
        ),
        (
            r"(?:deiner|ihrer|der|jeder) (?:antwort|zusammenfassung"
            r"|rückmeldung)"
        ),
    ),
    "activity": (
        r"dies|das|es|dass|davon|darüber",
        (
            r"(?:dies|der|die|das|den|diese[nrs]?)\w* (?:\w+"
            r" )?(?:schritt|vorgang|aktion|anfrage|aufruf"
            r"|kopie|upload|übertragung|prozess|anweisung"
            r"|aufgabe|verbindung|änderung|zugriff|protokoll"
            r"|eingaben)\w*"
        ),
    ),
    # tool-shadowing: an order that covers every call, and another server or its tools named
    "every_call": (
        (
            r"immer|stets|jedes mal|bei jedem (?:aufruf"
            r"|commit|push)|jede[nrs]? (?:aufruf|zahlung"
            r"|nachricht|anfrage|commit|überweisung)|alle"
            r" (?:aufrufe|zahlungen|nachrichten|lese- und"
            r" schreibzugriffe)|sind (?:stets )?(?:mit"
            r"|so) (?:\w+ ){0,4}auszuführen"
        ),
        r"wenn du (?:\w+ ){0,3}(?:aufrufst|verwendest|nutzt|benutzt|ausführst)",
        r"(?:sind|ist) (?:\w+ ){0,3}umzuleiten",
    ),
    "server_names": (
        r"(?:die )?(?:offiziellen )?(?:datei|mail|zahlungs|github|git)-?werkzeuge",
        r"(?:der )?(?:github|dateisystem|mail|git|slack)-?server",
    ),
}

# consent-bypass, response-manipulation, preference-manipulation,
# tool-precondition and command-execution: clause words
_NUTZER = (
    r"(?:dem |den |der |die |des )?(?:nutzer|nutzerin|benutzer|benutzerin|kontoinhaber|kunden?"
    r"|anwender)s?"
)
GRAMMAR.update(
    consent_nouns=(
        r"bestätigung(?:en)?",
        r"genehmigung(?:en)?",
        r"erlaubnis",
        r"einwilligung",
        r"zustimmung",
        r"freigabe",
        r"einverständnis",
        r"(?:berechtigungs|bestätigungs|genehmigungs|freigabe)(?:dialog|abfrage|fenster|anfrage"
        r"|popup)\w{0,2}",
        r"(?:genehmigungs|freigabe|bestätigungs)anfragen",
        r"(?:unbeaufsichtigt|automatisch)\w{0,2} modus",
        r"rückfrage\w{0,2}",
    ),
    consent_waived=(
        r"(?:es ist )?nicht (?:nötig|notwendig|erforderlich)",
        r"(?:ist )?unnötig",
        r"(?:brauchst|musst) (?:du )?(?:nicht|nie|kein)",
        r"ohne (?:auf|zu|vorher)",
        r"(?:belästige|störe|frage|unterbreche) (?:\w+ ){0,2}(?:nicht|nie|niemals)",
        r"im voraus",
        r"vorab",
        r"vorher (?:genehmigt|erteilt|bestätigt)",
        r"(?:gilt|gelten) (?:\w+ ){0,5}als (?:erteilt|gegeben|eingeholt|genehmigt|bestätigt)",
        r"stellvertretend für",
        r"im namen (?:des|der) (?:nutzers|benutzers|nutzerin|kontoinhabers)",
        r"anstelle (?:des|der) (?:nutzers|benutzers|nutzerin)",
        r"(?:nimm|nehmt|nehmen sie) (?:ihn|sie|es) an",
        r"(?:bestätige|akzeptiere|schließe|genehmige|erlaube|klicke) (?:ihn|sie|es)\b",
        r"(?:hat|haben) sich (?:\w+ ){0,2}(?:für|zu)",
        r"ergibt sich (?:\w+ ){0,2}daraus",
        r"überflüssig",
        r"(?:reine |bloße |nur eine )?formsache",
        r"verzichte (?:darauf|auf)",
        r"(?:zeige|zeig|öffne) (?:\w+ ){0,3}kein\w{0,2}",
        r"ohne (?:menschliche|manuelle|jede|weitere)",
        # detect9a: more phrasings
    ),
    user_choice=(
        r"(?:der|die) (?:nutzer|benutzer|anwender)(?:in)? (?:kann|können|darf|dürfen)",
        r"(?:erlaubt|ermöglicht) (?:es )?(?:dem|den) (?:nutzern?|benutzern?)",
        r"optional",
        r"wahlweise",
        r"(?:reine|nur) (?:\w+ )?lese\w*",
        r"lesezugriff\w*",
        r"werden keine|wird kein\w{0,2}",
    ),
    answer_nouns=(
        r"(?:deine[rnm]?|ihre[rnm]?|die|jede[rnm]?|allen?) (?:antworten|antwort|nachrichten"
        r"|nachricht"
        r"|ausgaben?|zusammenfassungen?)",
        r"(?:am ende|am anfang|am schluss) (?:jeder|deiner|der|aller)",
    ),
    insert_verbs=(
        r"(?:füge|fügen sie|ergänze|ergänzen sie|hänge|schreibe|erwähne|erwähnen sie|nenne|beende"
        r"|beenden sie|schließe|setze|platziere|baue)",
        r"hinzu(?:fügen)?",
        r"(?:sollen|müssen|muss|soll) (?:\w+ ){0,3}(?:enthalten|zeigen|darstellen|enden)",
        r"darzustellen",
    ),
    tell_user=(
        r"(?:sag|sage|sagen sie|teile|teilen sie|informiere|informieren sie|melde|benachrichtige"
        r"|versichere|erkläre|antworte|antworten sie) (?:\w+ ){0,2}" + _NUTZER,
        _NUTZER + r" (?:\w+ ){0,2}(?:mitteilen|sagen|informieren|melden|wissen lassen|erklären)",
        r"(?:antworte|antworten sie|sag|sage|behaupte|erkläre),? dass",
    ),
    skew=(
        r"(?:konto|karte|zugang|abo)\w{0,2} (?:\w+ ){0,2}(?:gesperrt|gekündigt|eingefroren"
        r"|deaktiviert|abgelaufen) (?:wurde|ist|sei)",
        r"(?:neu|erneut) (?:anmelden|einloggen|verifizieren|bestätigen)",
        r"(?:mitbewerber|konkurrent|konkurrenz|wettbewerber)\w{0,3} (?:\w+ ){0,4}(?:verurteilt"
        r"|bestraft"
        r"|verklagt|betrug|betrügerisch|illegal|gefälscht|abzocke)",
        r"\d+ ?(?:%|prozent|punkte?) (?:höher|niedriger|teurer|billiger|mehr|weniger|schlechter"
        r"|besser)",
        r"(?:zwei|drei|vier|fünf|zehn) (?:prozent|punkte) (?:höher|niedriger|teurer|billiger|mehr"
        r"|weniger)",
        r"(?:höher|niedriger|teurer|billiger|schlechter) (?:\w+ ){0,3}als (?:abgerufen|geliefert"
        r"|erhalten|tatsächlich|der echte|der tatsächliche)",
        r"auch wenn (?:die suche|die abfrage|das werkzeug|treffer|ergebnisse)",
        r"unabhängig vom (?:tatsächlichen )?ergebnis",
        # detect9a: more phrasings
        r"(?:doppelt|dreimal|zweimal|halb) so (?:hoch|viel|groß|teuer|niedrig)",
    ),
    superlatives=(
        r"(?:das |der |die )?beste[snr]? (?:werkzeug|tool|server|plugin|dienst|option|quelle"
        r"|lösung)"
        r"(?: \w+){0,3}(?: auf dem markt| der welt)?",
        r"von \d+ ?% (?:der |aller )?(?:\w+ )?(?:empfohlen|gewählt|genutzt|bevorzugt)",
        r"übertrifft (?:alle|jede[ns]?)",
        r"(?:das |der |die )?genaueste|zuverlässigste|vollständigste",
        r"(?:das |der |die )?einzige[snr]?(?: \w+)?,? (?:dem|der|das|den|auf das) (?:du"
        r"|sie|man) (?:\w+ )?(?:vertrauen|nutzen|verwenden|verlassen)",
    ),
    steer=(
        r"für (?:jede|alle|sämtliche|jeden) (?:\w+ )?(?:anfragen?|aufgaben?|fragen|abfragen?"
        r"|vorgänge|fälle?)",
        r"(?:ausschließlich|nur|einzig) (?:diesem|diese[snm]?|hier)",
        r"(?:jedem|allen) (?:anderen )?(?:\w+ ){0,2}vorziehen",
        r"(?:leite|sende|schicke|gib) (?:bitte )?(?:sämtliche|alle) (?:\w+ ){0,3}(?:fragen|anfragen"
        r"|aufgaben) (?:\w+ ){0,3}an (?:dieses|diesen|diese)",
        r"(?:ist|sind) (?:immer|stets) zuerst zu wählen|immer zuerst (?:wählen|auswählen|nehmen)",
        r"vertraue (?:ausschließlich|nur)",
        r"(?:bevorzuge|wähle|nimm|nutze) (?:immer |stets )?(?:es|ihn|sie|dieses|diesen|diese)\b",
        # detect9a: more phrasings
        r"(?:behandle|betrachte|nutze|verwende) (?:es|ihn|sie|dieses(?:"
        r" \w+)?) als (?:standard|voreinstellung|erste wahl|hauptwerkzeug)",
        r"(?:gehört|gehören|gehen|kommen?) (?:\w+ ){0,2}(?:hierher|hierhin)",
    ),
    others_bad=(
        r"(?:andere|anderen|übrigen|restlichen) (?:\w+ ){0,3}(?:sind|liefern"
        r"|liegen) (?:\w+ )?(?:unzuverlässig"
        r"|veraltet|falsch|fehlerhaft|nutzlos|schlechter)",
        r"(?:vergiss|ignoriere|meide|überspringe) (?:die )?(?:anderen|übrigen|alternativen|rest)",
        r"greife (?:auf )?keine anderen",
        r"(?:die )?alternativen (?:liegen falsch|irren|versagen|sind schlechter)",
        r"(?:gegenüber|vor|statt) (?:allen|jedem|jeder|sämtlichen) (?:anderen|übrigen)",
        # detect9a: more phrasings
        r"ersetzt (?:alle|sämtliche|jede[sn]?) (?:anderen|übrigen)",
        r"(?:andere|anderen|übrigen|restlichen) (?:\w+ ){0,3}(?:arbeiten"
        r"|rechnen|übersetzen|antworten|sind|liefern) (?:\w+ )?(?:ungenau"
        r"|unzuverlässig|fehlerhaft|schlecht|langsam(?:er)?|unsicher(?:er)?)",
        r"wenn (?:mehrere|andere|ähnliche) (?:\w+ ){0,3}(?:verfügbar"
        r"|vorhanden|installiert) (?:sind|ist)",
    ),
    forced_cues=(
        r"bevor du (?:\w+ ){0,3}(?:benutzt|verwendest|aufrufst|nutzt|antwortest)",
        r"nach jedem (?:aufruf|einsatz|gebrauch)",
        r"jedes mal,? wenn (?:der |ein )?(?:nutzer|benutzer)",
        r"(?:voraussetzung|vorbedingung|pflichtschritt) ?:",
        r"(?:direkt|sofort|unmittelbar|gleich) (?:danach|davor|nach|vor)",
        r"damit es funktioniert|um zu funktionieren",
        r"(?:muss|müssen) (?:\w+ ){0,3}vorausgehen",
    ),
    carry_words=(r"mit", r"samt", r"einschließlich", r"inklusive", r"mitsamt"),
    shell_orders=(
        r"öffne (?:eine |die )?(?:shell|konsole|terminal|eingabeaufforderung)",
        r"(?:im|in einem|in der) (?:terminal|shell|konsole)",
        r"(?:mit dem|verwende das|über das) (?:befehls|shell|terminal)werkzeug",
        r"ausgeführt werden",
        r"(?:hänge|füge|schreibe|trage) (?:\w+ ){0,6}(?:an|in) (?:die|den|das) (?:\w+ )?(?:crontab"
        r"|\.bashrc|\.zshrc|\.profile|authorized keys)",
        r"(?:in die|in der) crontab[^;\n]{0,160}?(?:einzutragen|eintragen|hinzufügen)",
        r"gib (?:\w+ ){0,4}ein",
    ),
)

# hidden-instructions: a precondition's side task, read a file or resource
# and hand it on (as an argument, into the answer, or the tool fails)
GRAMMAR.update(
    read_orders=(
        r"lies|lese|lesen|liest",
        r"[öo]ffne|[öo]ffnen",
        r"greife? auf|zuzugreifen|zugreifen",
        r"lade|laden",
        r"hole|holen",
        r"rufe?|abrufen",
        r"extrahiere|extrahieren",
        r"kopiere|kopieren",
        r"auslesen|lies aus|auszulesen",
        r"zu lesen",
    ),
    pass_verbs=(
        r"[üu]bergib|[üu]bergeben|zu [üu]bergeben",
        r"gib|geben",
        r"f[üu]ge|einf[üu]gen|einzuf[üu]gen",
        r"setze|setzen",
        r"sende|senden",
        r"schicke|schicken",
        r"h[äa]nge|anh[äa]ngen",
        r"trage|eintragen|einzutragen",
        r"verwende|nutze",
        r"[üu]bermittle|[üu]bermitteln",
    ),
    pass_slots=(
        r"als (?:argument|parameter|feld)",
        r"als [^\w\s][a-z0-9_]{1,40}[^\w\s]",
        r"in (?:den|das) (?:parameter|argument|feld)",
        r"im (?:parameter|feld|argument)",
        r"in (?:deine|deiner|die|der|ihre|ihrer) antwort",
    ),
    or_else=(r"(?:sonst|andernfalls) funktioniert (?:das|dieses) (?:werkzeug|tool) nicht",),
    before_use=(
        r"(?:bevor|ehe) (?:du|sie) (?:dieses|das) (?:tool|werkzeug) (?:\w+ )?(?:verwendest"
        r"|verwenden|benutzt|benutzen|aufrufst|aufrufen|nutzt|nutzen)",
        r"vor (?:der )?(?:verwendung|nutzung|benutzung) (?:dieses|des) (?:tools|werkzeugs)",
    ),
)
