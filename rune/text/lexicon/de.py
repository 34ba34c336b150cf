"""German phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon

LEXICON = Lexicon(
    lang="de",
    override=(
        r"(?:befolge|befolgen sie|beachte|beachten sie) (?:die |deine |ihre )?(?:vorherigen"
        r"|bisherigen|früheren|ursprünglichen) (?:anweisungen|regeln|richtlinien) nicht mehr",
        r"(?:die |alle )?(?:vorherigen|bisherigen|früheren|obigen) (?:anweisungen|regeln"
        r"|instruktionen) (?:sind|werden) (?:hiermit )?(?:ungültig|aufgehoben|außer kraft"
        r"|zu ignorieren)",
        r"(?:diese|folgende) (?:anweisung|anweisungen) (?:hat|haben) vorrang vor (?:allen )?"
        r"(?:\w+ )?(?:anweisungen|regeln)",
        r"(?:ignoriere|ignorieren sie|vergiss|vergessen sie) alles,? was (?:oben|vorher|zuvor)",
        r"(?:vorherige|bisherige|frühere) (?:anweisungen|regeln) (?:sind )?zu ignorieren",
        r"(?:ignoriere|ignorieren|ignorier|vergiss|vergessen|missachte|missachten) "
        r"(?:sie )?(?:alle )?(?:die |deine |ihre )?(?:vorherigen|bisherigen|vorigen"
        r"|früheren|obigen|ursprünglichen|vorangegangenen) (?:anweisungen|instruktionen"
        r"|regeln|richtlinien|befehle)",
        r"(?:deaktiviere|deaktivieren|umgehe|umgehen) (?:sie )?(?:alle )?(?:die )?"
        r"(?:sicherheitsfilter|sicherheitsprüfungen|sicherheitsrichtlinien"
        r"|sicherheitsmaßnahmen|schutzmaßnahmen)",
    ),
    role=(
        r"(?:du bist|sie sind) (?:jetzt |nun )?im (?:entwicklermodus|dan-modus|wartungsmodus"
        r"|administratormodus|uneingeschränkten modus)",
        r"(?:entwicklermodus|dan-modus|uneingeschränkter modus) (?:ist )?(?:aktiviert|aktiv"
        r"|eingeschaltet)",
        r"verhalte dich (?:ab sofort )?wie (?:ein )?(?:administrator|root|superuser)",
        r"du bist (?:jetzt|nun|ab sofort) (?:ein|eine|der|die|im)",
        r"sie sind (?:jetzt|nun|ab sofort) (?:ein|eine|der|die|im)",
        r"ab (?:jetzt|sofort),? (?:bist du|sind sie|musst du|ignorierst du)",
        r"(?:dan-modus|dan modus|uneingeschränkter modus)",
        r"neue anweisungen ?:",
    ),
    impersonation=(r"wichtige nachricht vom (?:benutzer|nutzer) an (?:dich|sie)",),
    conceal=(
        r"(?:teile|teilen sie) (?:dem |den )?(?:benutzer|nutzer|anwender)n? (?:davon |dies |das )?"
        r"nichts mit",
        r"(?:verschweige|verschweigen sie|verheimliche|verheimlichen sie) (?:dies|das|es) "
        r"(?:vor )?(?:dem )?(?:benutzer|nutzer)",
        r"(?:benutzer|nutzer|anwender) (?:nicht|niemals) (?:darüber )?(?:informieren"
        r"|benachrichtigen"
        r"|in kenntnis setzen)",
        r"(?:ohne|nicht) (?:den (?:benutzer|nutzer) )?(?:darüber )?zu (?:informieren"
        r"|benachrichtigen)",
        r"(?:sag|sage|sagen|erwähne|erwähnen|verrate|verraten|informiere|informieren) "
        # "nichts Falsches" (nothing false): an adjective made a noun follows
        r"(?:sie )?(?:dem |den )?(?:benutzer|nutzer|anwender)(?:n)? "
        r"(?:nichts(?! [^\W_]+es(?![^\W_]))|nicht|niemals)",
        r"(?:erwähne|erwähnen|verrate|verraten) (?:sie )?(?:dies|das|es) (?:nicht|niemals)",
        r"ohne (?:dass der (?:benutzer|nutzer) (?:es )?(?:merkt|weiß|erfährt)|den (?:benutzer"
        r"|nutzer) zu (?:informieren|benachrichtigen|warnen)|wissen des (?:benutzers|nutzers))",
        r"der (?:benutzer|nutzer) (?:darf|soll) (?:das |es |davon )?(?:nie|niemals|nicht) "
        r"(?:erfahren|wissen|merken)",
        r"(?:behalte|behalten) (?:sie )?(?:das|dies) für (?:dich|uns|sich)",
        r"(?:heimlich|unbemerkt|stillschweigend) (?:senden|sende|schicke|schicken"
        r"|weiterleiten|hochladen|kopieren)",
    ),
    send_verbs=(
        r"(?:ge)?sendet|geschickt|übermittelt|weitergeleitet",
        r"leite|leiten sie",
        r"(?:ist|sind) (?:\w+ ){0,4}zu (?:senden|übermitteln|schicken)",
        r"send(?:e|en|et)",
        r"schick(?:e|en|t)",
        r"übermittl(?:e|en)|übermitteln",
        r"weiterleit(?:e|en)|leite(?:n)? (?:\w+ ){0,4}weiter",
        r"hochlad(?:e|en)|lade(?:n)? (?:\w+ ){0,4}hoch",
        r"übertrag(?:e|en)",
        r"teil(?:e|en)",
        r"veröffentlich(?:e|en)",
        r"kopier(?:e|en)",
        r"weiterzuleiten|zu (?:senden|schicken|übermitteln|übertragen)",
    ),
    hostile_verbs=(r"exfiltrier(?:e|en)", r"stiehl|stehlen", r"entwende(?:n)?"),
    secrets=(
        r"sitzungs-?tokens?",
        r"api-?schlüssel",
        r"api~keys?",
        r"passw(?:ö|o)rt(?:e|er)?",
        r"kennw(?:ö|o)rt(?:e|er)?",
        r"zugangsdaten",
        r"anmeldedaten",
        r"zugriffstoken",
        r"(?:private[nr]?|geheime[nr]?|ssh-?) ?schlüssel",
        r"\.env-?datei",
        r"umgebungsvariablen",
        r"(?:github|gitlab|slack|npm)-?token",
    ),
    system_prompt=(
        r"system-?prompt",
        r"systemanweisungen",
        r"systemnachricht",
        (
            r"(?:deine|ihre|seine) (?:\w+ ){0,1}(?:anfangsanweisungen|anweisungen|vorgaben|regeln"
            r"|richtlinien|systemanweisungen)"
        ),
        (
            r"(?:die )?(?:vorgaben|anweisungen|regeln|richtlinien) (?:deines|ihres|des)"
            r" (?:betreibers"
            r"|entwicklers|erstellers|anbieters)"
        ),
        (
            r"(?:die )?(?:regeln|anweisungen|vorgaben) (?:,? )?die (?:dir|ihnen) (?:\w+ ){0,4}(?:m"
            r"itgegeben|gegeben|vorgegeben|eingestellt|konfiguriert) wurden"
        ),
        (
            r"(?:anfangs|start|ursprungs|ausgangs|entwickler|system)-?(?:anweisungen|prompt"
            r"|vorgaben"
            r"|nachricht)"
        ),
        r"(?:die )?(?:vollständigen )?anweisungen,? die du (?:zu beginn|am anfang) erhalten hast",
    ),
    instruments=(r"mit", r"mithilfe", r"über", r"unter verwendung"),
    local_words=(r"datei", r"ordner", r"verzeichnis", r"lokal(?:e[nrs]?)?"),
    read_verbs=(
        r"lies|lese|lesen",
        r"öffne|öffnen",
        r"lade|laden",
        r"greife? (?:\w+ )?auf",
        r"inhalt (?:von|der|des)",
        r"füge (?:\w+ ){0,3}ein",
        r"kopiere|kopieren",
    ),
    negations=(r"nicht", r"nie", r"niemals", r"ohne", r"kein(?:e|en)?"),
    preference=(
        r"(?:verwende|nutze|benutze|wähle) immer (?:zuerst )?dieses (?:tool|werkzeug)",
        r"das beste (?:tool|werkzeug) der welt",
        r"anstelle (?:jedes|aller) (?:anderen )?(?:tools|werkzeuge)",
        r"ignoriere alle anderen (?:tools|werkzeuge)",
    ),
    addressee=(
        r"(?:hinweis|notiz|nachricht) (?:an|für) (?:die ki|den assistenten|das modell|den agenten)",
        r"(?:der assistent|das modell|der agent|die ki) (?:muss|soll|hat)",
        r"achtung,? (?:ki|assistent|agent)",
        r"anweisungen (?:für|an) (?:die ki|den assistenten|das modell|den agenten)",
    ),
    disclose_verbs=(
        r"(?:gib|geben sie) (?:\w+ ){0,4}(?:aus|wieder|preis)",
        r"(?:zeige|zeig|zeigen sie|drucke|wiederhole|wiederholen sie|verrate|verraten sie|fasse"
        r"|übersetze|übersetzen sie|kodiere|enthülle|offenbare|schreibe)",
        r"(?:teile|teilen sie|teilen)",
        r"wiederzugeben|wiedergeben|gib (?:\w+ ){0,4}wieder",
        r"zitiere|zitieren",
        r"beizufügen|beifügen|füge (?:\w+ ){0,4}bei|hänge (?:\w+ ){0,4}an",
        r"kopiere|kopieren",
        r"schreib(?:e|en)?",
        r"setz(?:e|en)?|zu schreiben|zu setzen",
    ),
    exec_verbs=(
        r"führe",
        r"führen sie",
        r"(?:führe|führen sie) (?:\w+ ){0,4}aus|ausführen",
        r"(?:starte|starten sie)",
        r"(?:füge|fügen sie) (?:\w+ ){0,3}(?:in|ins) (?:das |ein )?terminal ein",
    ),
    consent_bypass=(
        r"ohne (?:um )?(?:bestätigung|erlaubnis|zustimmung|genehmigung) (?:zu )?(?:bitten|fragen)",
        r"ohne (?:vorherige )?(?:rückfrage|bestätigung)(?: des (?:benutzers|nutzers))?",
        r"(?:frage|fragen sie|bitte|bitten sie) (?:den (?:benutzer|nutzer) )?(?:niemals|nie|nicht)"
        r" um (?:bestätigung|erlaubnis|zustimmung)",
        r"(?:gilt|gelten) als (?:bereits |vorab )?(?:genehmigt|bestätigt|freigegeben)",
        r"(?:betrachte|behandle|betrachten sie) (?:dies|das|alles) als (?:bereits |vorab )?"
        r"(?:genehmigt|freigegeben)",
        r"(?:beantworte|antworte) (?:jede|alle) (?:frage|fragen|rückfragen) mit ja",
    ),
    precondition=(
        r"(?:bevor|ehe) (?:du|sie) (?:dieses (?:tool|werkzeug)|diese funktion) (?:verwendest"
        r"|verwenden|aufrufst|aufrufen|nutzt|nutzen),? (?:musst|müssen)",
        r"vor (?:der )?(?:verwendung|nutzung) (?:dieses (?:tools|werkzeugs)),? (?:musst|müssen"
        r"|ist)",
        r"nach jedem (?:aufruf|einsatz)",
        r"(?:jedes mal|immer),? wenn (?:ein|irgendein) (?:tool|werkzeug) (?:verwendet|aufgerufen)",
    ),
    response_inject=(
        r"(?:füge|fügen sie|nimm|nehmen sie) (?:\w+ ){0,5}(?:in|zu) (?:deine|ihre|jede) (?:antwort"
        r"|antworten) (?:ein|auf|hinzu)",
        r"(?:sage|sag|sagen sie|teile|teilen sie) dem (?:benutzer|nutzer)(?: mit)?,? (?:dass|er)",
    ),
    deprecation=(
        r"(?:ist|sind) (?:veraltet|kompromittiert|außer betrieb|offline|abgekündigt|defekt)",
        r"(?:wurde|wurden) (?:kompromittiert|abgeschaltet|eingestellt)",
        r"funktionier(?:t|en) nicht mehr",
        (
            r"(?:wurden|wurde|sind|ist) (?:abgeschaltet|entfernt|ersetzt|deaktiviert|eingestellt"
            r"|stillgelegt)"
        ),
        r"(?:als )?ausgefallen",
        r"veraltet|kompromittiert|unsicher|hat eine sicherheitslücke",
    ),
    conversation=(
        r"(?:das |den |die )?(?:gesamte[nr]? )?(?:gespräch|unterhaltung|konversation|chatverlauf"
        r"|gesprächsverlauf)",
        r"die nachrichten des (?:benutzers|nutzers)",
        r"(?:den )?(?:gesamten|vollständigen) kontext",
        (
            r"alles,? was der (?:nutzer|benutzer) (?:\w+ ){0,4}(?:geschrieben|gesagt|gesendet"
            r"|gefragt) hat"
        ),
        r"alle (?:bisherigen|vorherigen|früheren) nachrichten(?: mit dem (?:nutzer|benutzer))?",
        r"(?:diesem|diesen) (?:chat|gespräch)",
        r"(?:das )?(?:komplette|vollständige|gesamte)? ?(?:gesprächs|chat)protokoll",
        r"aller (?:bisherigen|vorherigen|früheren) nachrichten",
        r"(?:den |der )?(?:gesamten|kompletten|ganzen) verlauf",
    ),
    mention=(
        r"wie z\. ?b\.?|z\. ?b\.?|zum beispiel|beispielsweise|etwa",
        r"(?:texte?|sätze|phrasen|nachrichten|anweisungen|versuche|zeichenketten) wie",
        r"(?:versucht|versuchen|versuche),?",
        r"erkenn(?:t|en|ung)|meld(?:et|en)|markier(?:t|en)|blockier(?:t|en)|warnt",
    ),
    caveats=(
        r"nicht empfohlen",
        r"nur (?:für|zum) (?:tests?|testen|entwicklung|debugging|lokale)",
        r"auf eigene gefahr|mit vorsicht verwenden",
        r"unsicher|gefährlich",
    ),
    order_cues=(
        r"du|dich|dir|dein(?:e|en|er)?|sie müssen|musst|müssen|stelle sicher|achte darauf|nicht"
        r"|niemals|immer|bitte|sofort",
    ),
    destructive=(
        r"lösch(?:e|en|t)|entfern(?:e|en)|vernicht(?:e|en)|leer(?:e|en)|formatier(?:e"
        r"|en) die festplatte|überschreib(?:e|en)|widerruf(?:e|en)",
    ),
    falsehood=(
        r"auch wenn|selbst wenn|unabhängig davon|egal ob|behaupte(?:n)?,? dass|tu so,? als"
        r"|fälschlich|(?:ist|wurde) (?:gesperrt|kompromittiert|abgelaufen)",
    ),
    promotion=(
        r"gesponsert von|gutscheincode|rabattcode|(?:nutze|verwende) den code|rabatt|(?:sonder"
        r"|exklusiv)angebot|jetzt kaufen|besuche https?://",
    ),
    relative=(r"welche[rs]?|die (?:nach|um) (?:\w+ )?(?:gefragt|gebeten) hat|mit der bitte um",),
    metadata_only=(
        r"um (?:die )?(?:profil)?namen (?:aufzulisten|anzuzeigen)|nur (?:die )?namen"
        r"|ohne (?:die )?(?:schlüssel|geheimnisse|werte) (?:auszugeben|anzuzeigen|zu lesen)",
    ),
    forged_labels=(
        r"(?:system|betreiber|administrator|entwickler)(?:nachricht|hinweis|anweisung"
        r"|meldung)(?:en)? ?:",
        r"\[ ?(?:system|betreiber|administrator)(?: (?:nachricht|hinweis|anweisung))? ?\]",
        r"nachricht (?:deiner|ihrer) (?:entwickler|betreiber|hersteller)",
    ),
    authority=(
        r"der benutzer|den benutzer|der nutzer|der assistent|das modell|die ki|sicherheit|regeln"
        r"|einschränkungen|berechtigungen|rechte|zugriff|befehle|anweisungen|filter|gehorche",
    ),
    tamper=(
        r"(?:füge|setze|übergib|verwende|erzwinge) (?:immer )?(?:das |den |die |ein "
        r"|eine )?(?:\w+ )?(?:flag|argument|parameter|option|header|empfänger|bcc|cc) (?:hinzu)?",
        r"(?:ändere|ersetze|tausche|leite) (?:den |die |das )?(?:\w+ ){0,2}(?:zahlungsempfänger"
        r"|empfänger|ziel|konto|iban|adresse|symbol|betrag|branch|url)(?: auf| durch| um)?",
        r"(?:setze|setzen sie|füge) (?:\w+ ){0,3}(?:in |als )?(?:blindkopie|bcc|kopie)",
        r"auf das konto",
    ),
    redirect=(
        r"(?:nutze|verwende|rufe) (?:stattdessen )?(?:dieses|unser) (?:werkzeug|tool"
        r"|server)(?: auf)?",
        r"über diesen server stattdessen",
        r"laufen (?:jetzt|nun) über",
        r"(?:jetzt|nun) über",
        r"nur dieses werkzeug",
        r"(?:über|mit) diesem werkzeug",
        r"(?:über|mit|durch|verwende|nutze) (?:immer )?unser\w*",
    ),
    passive=(
        r"(?:wird|werden|ist|sind|muss|müssen|soll|sollen) (?:\w+ ){0,3}(?:gesendet|geschickt"
        r"|hochgeladen|weitergeleitet|übermittelt|veröffentlicht|kopiert|geteilt)(?: werden)?",
    ),
    fill_verbs=(
        r"fülle(?: mit)?|befülle|setze|trage (?:\w+ )?ein|füge (?:\w+ )?ein|gib (?:\w+ )?an"
        r"|kopiere|muss (?:\w+ )?enthalten",
        r"(?:der )?(?:assistent|agent|ki|modell) (?:trägt|füllt|fügt) (?:\w+ ){0,5}(?:ein|aus)"
        r"|ist (?:\w+ ){0,3}zu (?:befüllen|füllen)",
    ),
    harvest_marks=(
        r"des benutzers|des nutzers|aus der umgebung|aus dem system|alle|jede[nrs]?|gesamte[nrs]?"
        r"|vollständig(?:e[nrs]?)?|wörtlich|auch wenn|den wert von|den inhalt von",
        r"(?:der|die) (?:nutzer|benutzer)\w* (?:\w+ ){0,4}(?:getippt|eingegeben|geschrieben)",
    ),
    whole=(
        r"gesamte[nrs]?|ganze[nrs]?|vollständige[nrs]?|alle|alles|bisher|verlauf|protokoll"
        r"|vorherige[nrs]?",
        r"wort für wort",
        r"wörtlich",
        r"bisherigen",
    ),
    artifacts=(
        r"vorlagen?|bibliothek(?:en)?|konfiguration|editor|einstellungen|parameter|felder?"
        r"|variablen?|versionen?|beispiele?|schema",
    ),
    user_acts=(
        r"damit (?:du|sie|der benutzer) (?:ihn|es|sie )?(?:\w+ )?kann(?:st)?|(?:lässt|erlaubt) "
        r"(?:dir|ihnen|dem benutzer)",
    ),
    stealth=(r"unbemerkt|stillschweigend|heimlich|verdeckt|diskret|im stillen",),
    source_words=(r"aus|von",),
)


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
    ),
    user_choice=(
        r"(?:der|die) (?:nutzer|benutzer|anwender)(?:in)? (?:kann|können|darf|dürfen)",
        r"(?:erlaubt|ermöglicht) (?:es )?(?:dem|den) (?:nutzern?|benutzern?)",
        r"optional",
        r"wahlweise",
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
    ),
    superlatives=(
        r"(?:das |der |die )?beste[snr]? (?:werkzeug|tool|server|plugin|dienst|option|quelle"
        r"|lösung)"
        r"(?: \w+){0,3}(?: auf dem markt| der welt)?",
        r"von \d+ ?% (?:der |aller )?(?:\w+ )?(?:empfohlen|gewählt|genutzt|bevorzugt)",
        r"übertrifft (?:alle|jede[ns]?)",
        r"(?:das |der |die )?genaueste|zuverlässigste|vollständigste",
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
    ),
    others_bad=(
        r"(?:andere|anderen|übrigen|restlichen) (?:\w+ ){0,3}(?:sind|liefern"
        r"|liegen) (?:\w+ )?(?:unzuverlässig"
        r"|veraltet|falsch|fehlerhaft|nutzlos|schlechter)",
        r"(?:vergiss|ignoriere|meide|überspringe) (?:die )?(?:anderen|übrigen|alternativen|rest)",
        r"greife (?:auf )?keine anderen",
        r"(?:die )?alternativen (?:liegen falsch|irren|versagen|sind schlechter)",
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
