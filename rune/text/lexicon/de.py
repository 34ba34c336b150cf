"""German phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon import Lexicon

LEXICON = Lexicon(
    lang="de",
    override=(
        r"(?:ignoriere|ignorieren|ignorier|vergiss|vergessen|missachte|missachten) "
        r"(?:sie )?(?:alle )?(?:die |deine |ihre )?(?:vorherigen|bisherigen|vorigen"
        r"|früheren|obigen|ursprünglichen|vorangegangenen) (?:anweisungen|instruktionen"
        r"|regeln|richtlinien|befehle)",
        r"(?:deaktiviere|deaktivieren|umgehe|umgehen) (?:sie )?(?:alle )?(?:die )?"
        r"(?:sicherheitsfilter|sicherheitsprüfungen|sicherheitsrichtlinien"
        r"|sicherheitsmaßnahmen|schutzmaßnahmen)",
    ),
    role=(
        r"du bist (?:jetzt|nun|ab sofort) (?:ein|eine|der|die|im)",
        r"sie sind (?:jetzt|nun|ab sofort) (?:ein|eine|der|die|im)",
        r"ab (?:jetzt|sofort),? (?:bist du|sind sie|musst du|ignorierst du)",
        r"(?:entwicklermodus|dan-modus|dan modus|uneingeschränkter modus)",
        r"neue anweisungen ?:",
    ),
    impersonation=(r"wichtige nachricht vom (?:benutzer|nutzer) an (?:dich|sie)",),
    conceal=(
        r"(?:sag|sage|sagen|erwähne|erwähnen|verrate|verraten|informiere|informieren) "
        r"(?:sie )?(?:dem |den )?(?:benutzer|nutzer|anwender)(?:n)? (?:nichts|nicht|niemals)",
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
        r"send(?:e|en|et)",
        r"schick(?:e|en|t)",
        r"übermittl(?:e|en)|übermitteln",
        r"weiterleit(?:e|en)|leite(?:n)? (?:\w+ ){0,4}weiter",
        r"hochlad(?:e|en)|lade(?:n)? (?:\w+ ){0,4}hoch",
        r"übertrag(?:e|en)",
        r"teil(?:e|en)",
        r"veröffentlich(?:e|en)",
        r"kopier(?:e|en)",
    ),
    hostile_verbs=(r"exfiltrier(?:e|en)", r"stiehl|stehlen", r"entwende(?:n)?"),
    secrets=(
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
    ),
    system_prompt=(r"system-?prompt", r"systemanweisungen", r"systemnachricht"),
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
)
