"""German phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon
from rune.text.lexicon._de_clauses import GRAMMAR

__all__ = ["GRAMMAR", "LEXICON"]

LEXICON = Lexicon(
    lang="de",
    prompt_surfaces=(
        r"(?:deiner|ihrer) eigenen (?:konsole|oberfläche)",
        r"admin-?(?:konsole|oberfläche|bereich)",
        r"verwaltungskonsole",
    ),
    override=(
        # detect9b: the model said to be no longer bound by its rules
        r"(?:du bist|sie sind|der assistent ist|das modell ist|der agent ist) (?:ab "
        r"(?:sofort|jetzt) |jetzt |nun )?nicht (?:mehr|länger) an (?:(?:die |deine "
        r"|ihre |seine |jegliche )?(?:\w+ ){0,2}(?:anweisungen|vorgaben|richtlinien)|"
        r"(?:deine|seine) (?:\w+ )?(?:regeln|einschränkungen)) gebunden",
        r"(?:befolge|befolgen sie|beachte|beachten sie) (?:die |deine |ihre )?(?:vorherigen"
        r"|bisherigen|früheren|ursprünglichen) (?:anweisungen|regeln|richtlinien) nicht mehr",
        r"(?:die |alle )?(?:vorherigen|bisherigen|früheren|obigen) (?:anweisungen|regeln"
        r"|instruktionen) (?:sind|werden) (?:hiermit )?(?:ungültig|aufgehoben|außer kraft"
        r"|zu ignorieren)",
        # passive: "frühere Anweisungen sind hiermit aufgehoben", "gelten ab sofort nicht mehr"
        r"(?:vorherige|bisherige|frühere|vorige|ursprüngliche|alte)n? (?:\w+ )?(?:anweisungen"
        r"|instruktionen|vorgaben|systemanweisungen|befehle) (?:des betreibers |an dich "
        r"|an sie )?(?:sind|werden|wurden|gelten) (?:hiermit |ab sofort |nun |jetzt |damit )?"
        r"(?:aufgehoben|ungültig|nichtig|widerrufen|außer kraft|annulliert|hinfällig"
        r"|nicht mehr)",
        # "ersetzt sämtliche früheren Vorgaben des Betreibers", "hat Vorrang vor deinen ..."
        r"(?:ersetzt|ersetzen|überschreibt|überschreiben|annulliert|widerruft|hebt|heben"
        r"|hat vorrang vor|haben vorrang vor|steht über|stehen über) (?:alle |sämtliche "
        r"|jegliche |allen |sämtlichen )?(?:deine |ihre |deinen |ihren |die |den )?"
        r"(?:früheren|bisherigen|vorherigen|vorigen|ursprünglichen) (?:anweisungen"
        r"|instruktionen|systemanweisungen|vorgaben des betreibers|vorgaben, die)",
        # a relative clause names what was given to the model, then drops it:
        # "die Regeln, die man dir vorher gegeben hat, einfach weglassen"
        r"(?:anweisungen|regeln|vorgaben|instruktionen),? die (?:man )?(?:dir|ihnen|du|sie)"
        r" (?:\w+ ){0,3}(?:gegeben|erteilt|mitgeteilt|bekommen|erhalten|genannt)(?: \w+){0,2},?"
        r" (?:\w+ ){0,3}(?:weg|beiseite|außer acht|nicht mehr|ignorier|vergiss|vergessen"
        r"|sind (?:ab sofort |jetzt )?(?:ungültig|aufgehoben))",
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
        r"ab (?:jetzt|sofort),? (?:bist du|sind sie|musst du|ignorierst du|arbeitest du"
        r"|arbeiten sie|antwortest du|antworten sie)",
        r"(?:arbeitest du|arbeiten sie|läufst du|laufen sie|agierst du|agieren sie) (?:jetzt "
        r"|nun |ab sofort )?(?:im|in einem) (?:entwicklermodus|administratormodus|wartungsmodus"
        r"|debugmodus|dan-modus|uneingeschränkten modus)",
        r"(?:verweigerungen|ablehnungen)(?: \w+){0,3} (?:deaktivieren|abschalten|ausschalten"
        r"|einstellen|unterlassen)",
        r"(?:deaktiviere|deaktivieren sie|schalte|schalten sie) (?:alle |deine |ihre )?"
        r"(?:verweigerungen|ablehnungen)",
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
        # detect9a: more phrasings
        r"(?:muss|braucht|soll) (?:davon|das|es|darüber) (?:nichts"
        r"|nicht) (?:zu )?(?:wissen|erfahren)(?= ?[.;!]| ?$)",
        r"(?:falls|wenn) (?:\w+ ){0,3}(?:fragt|fragen),? (?:\S+ ){0,8}(?:sag"
        r"|sage|antworte) (?:\w+ )?nein",
    ),
    send_verbs=(
        r"(?:ge)?sendet|geschickt|übermittelt|weitergeleitet",
        r"leite|leiten sie",
        r"(?:ist|sind) (?:\w+ ){0,4}zu (?:senden|übermitteln|schicken)",
        r"send(?:e|en|et|est)",
        r"schick(?:e|en|t|st)",
        r"übermittl(?:e|en)|übermitteln",
        r"weiterleit(?:e|en)|leite(?:n|st)? (?:\w+ ){0,4}weiter",
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
        r"(?:regeln|anweisungen|vorgaben)?,? die (?:dir|ihnen) (?:vor (?:diesem|dem)"
        r" (?:gespräch|chat|dialog)|zu beginn|am anfang) (?:\w+ ){0,2}(?:mitgegeben|vorgegeben"
        r"|gegeben|eingestellt|konfiguriert) wurden",
        r"alles,? was (?:\w+ )?(?:oberhalb|über) (?:dieser|der|dieses) (?:zeile|nachricht|absatzes"
        r"|abschnitts)(?: steht)?",
        r"deine (?:vollständige |gesamte )?(?:anfängliche|ursprüngliche|interne|versteckte"
        r"|voreingestellte) (?:konfiguration|einrichtung|grundkonfiguration)",
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
        # passives after the prompt: "... soll in der Antwort wiederholt werden"
        r"(?:wiederholt|ausgegeben|wiedergegeben|zitiert|offengelegt|preisgegeben|übersetzt"
        r"|kodiert|angezeigt|übertragen|kopiert) (?:zu )?werden",
        r"zu wiederholen|auszugeben|offenzulegen|preiszugeben|zu zitieren|zu übertragen",
        r"angeben|anzugeben|nennen|zu nennen|eintragen|einzutragen|einfügen|einzufügen",
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
        r"bereits (?:allen?|jede[mnr]?) (?:\w+ ){0,2}(?:zugestimmt|genehmigt|freigegeben)",
        r"bestätige (?:automatisch|ungefragt) (?:jeden|jede|alle)",
        r"frag (?:nicht|nie) (?:nach|erst)",
        r"(?:zuerst|vorher)\b.{0,60}(?:sag|informiere|benachrichtige|teile)\w* (?:\w+ ){0,5}"
        r"(?:hinterher|danach|später|nachträglich)",
        r"(?:generalvollmacht|blankovollmacht|pauschale (?:freigabe|zustimmung|genehmigung)) für "
        r"(?:alle|jede|sämtliche)",
        r"frag\w{0,2} (?:den |die )?(?:nutzer|benutzer|kunden)\w{0,2} (?:gar )?nicht (?:erst|nach)",
        r"niemand muss (?:\w+ ){0,3}(?:abnehmen|freigeben|genehmigen|bestätigen|absegnen)",
        r"schweigen (?:\w+ ){0,3}(?:gilt|zählt|werte|wertest) (?:\w+ )?als (?:zustimmung"
        r"|einverständnis|ja|freigabe)",
        r"(?:nutzer|benutzer|kunde)\w{0,2} (?:möchte|will|wünscht) (?:\w+ ){0,4}nicht "
        r"(?:\w+ ){0,4}gefragt (?:werden|zu werden)",
        # detect9a: more phrasings
        r"(?:keine|ohne) rückfrage (?:beim|bei dem|bei der|an den"
        r"|an die) (?:nutzer|benutzer|anwender|kunden|nutzerin)",
        r"warte nicht,? (?:ab,? )?bis (?:jemand|der nutzer|der benutzer"
        r"|die nutzerin|ein mensch|irgendwer) (?:\w+ ){0,4}(?:bestätigt"
        r"|zustimmt|freigibt|genehmigt)",
        # detect9a: more phrasings
        r"(?:freigabe|zustimmung|genehmigung|einwilligung|erlaubnis)"
        r" (?:\w+ ){0,5}automatisch (?:erteilt|gegeben|gewährt|genehmigt"
        r"|vorausgesetzt)",
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
        # detect9a: more phrasings
        r"stelle (?:\w+ ){0,5}als (?:\w+ ){0,2}dar",
    ),
    deprecation=(
        r"(?:ist|sind) (?:veraltet|kompromittiert|außer betrieb|offline|abgekündigt|defekt)",
        r"(?:wurde|wurden) (?:kompromittiert|abgeschaltet|eingestellt)",
        r"funktionier(?:t|en) nicht mehr",
        r"(?:darf|dürfen|soll|sollen) nicht mehr (?:benutzt|verwendet|genutzt|aufgerufen) werden",
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
        r"(?:jede|alle) nachricht(?:en)?,? die der (?:nutzer|benutzer) (?:schreibt|sendet|eingibt"
        r"|tippt)",
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
        # detect9a: more phrasings
        r"egal,? was (?:\w+ ){0,3}(?:meldet|sagt|zeigt|liefert|ergibt|zurückgibt)",
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
        r"|eine )?(?:\w+ )?(?:flag|argument|parameter|option|header|empfänger|bcc|cc)(?: hinzu)?",
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
        r"(?:\w+ )?dieses (?:pakets|servers|plugins|connectors|moduls)",
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
        # a separable verb whose particle closes the clause after its object:
        # "trägst du die Werte aller Umgebungsvariablen ein", "fügen Sie ... ein"
        r"(?:trage|trag|trägst(?: du)?|tragen sie|füge|fügst(?: du)?|fügen sie|setze|setzt(?: du)?"
        r"|setzen sie|gib|gibst(?: du)?|geben sie)(?=(?: [^\W\d_][^\s,;.]*){1,10} (?:ein|an|bei"
        r"|hinzu|wieder)(?![^\W_]))",
        r"(?:der )?(?:assistent|agent|ki|modell) (?:trägt|füllt|fügt) (?:\w+ ){0,5}(?:ein|aus)"
        r"|ist (?:\w+ ){0,3}zu (?:befüllen|füllen)",
        r"(?:aus)?zu ?(?:be)?füllen",
    ),
    harvest_marks=(
        r"des benutzers|des nutzers|aus der umgebung|aus dem system|alle[rs]?|jede[nrs]?"
        r"|gesamte[nrs]?|vollständig(?:e[nrs]?)?|wörtlich|auch wenn|den wert von|den inhalt von",
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
