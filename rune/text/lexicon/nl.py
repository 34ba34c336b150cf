"""Dutch phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon
from rune.text.lexicon._nl_clauses import _USER, GRAMMAR

__all__ = ["GRAMMAR", "LEXICON"]

_EARLIER = r"(?:vorige|eerdere|voorgaande|bovenstaande|oorspronkelijke|originele|systeem)"
_RULES = r"(?:instructies|aanwijzingen|regels|richtlijnen|opdrachten|prompts?)"

LEXICON = Lexicon(
    lang="nl",
    override=(
        r"(?:negeer|negeren|vergeet|vergeten|verwerp) (?:alle )?(?:de |je |uw |jouw )?"
        + _EARLIER
        + r" (?:\w+ )?"
        + _RULES,
        r"(?:negeer|vergeet) (?:alles|al het) (?:wat )?(?:hierboven|hiervoor|eerder)",
        r"(?:schakel|zet) (?:alle )?(?:de )?(?:veiligheids|beveiligings)"
        r"(?:filters|controles|regels|beperkingen) uit",
        r"(?:omzeil|omzeilen|deactiveer|deactiveren) (?:alle )?(?:de )?(?:veiligheids"
        r"|beveiligings)(?:filters|controles|regels|beperkingen)",
        r"(?:deze|de volgende) (?:instructies? )?(?:gaat|gaan) voor op (?:alle )?"
        + _EARLIER
        + r"? ?"
        + _RULES,
        # passive: the earlier instructions are void, revoked or replaced
        r"(?:eerdere|vorige|voorgaande|oorspronkelijke) "
        r"(?:instructies|regels|richtlijnen|opdrachten) "
        r"(?:zijn|worden|werden) (?:hierbij |bij deze |nu |vanaf nu )?(?:ingetrokken|vervallen"
        r"|ongeldig|nietig|vervangen|opgeheven|niet meer geldig)",
    ),
    role=(
        r"(?:je bent|jij bent|u bent) (?:nu|vanaf nu) (?:een|de|in)",
        r"vanaf nu (?:ben je|bent u|moet je|moet u|negeer)",
        r"(?:ontwikkelaarsmodus|dan-modus|dan modus|onbeperkte modus) (?:is )?"
        r"(?:ingeschakeld|actief|geactiveerd)",
        r"nieuwe (?:systeem)?instructies ?:",
        r"gedraag je als (?:een )?(?:beheerder|administrator|root|superuser)",
        # a model that works or answers without filters or limits, or in a privileged mode
        r"(?:werkt|werk|antwoord|antwoordt) (?:vanaf nu |nu |voortaan )?zonder (?:filters"
        r"|beperkingen|censuur)",
    ),
    impersonation=(r"belangrijk bericht van de gebruiker aan (?:jou|u)",),
    conceal=(
        r"(?:vertel|zeg|meld) (?:het |dit |dat )?(?:niet|nooit|niets) (?:aan )?" + _USER,
        r"(?:vertel|zeg|meld) " + _USER + r" (?:hier )?(?:niets|niet|nooit)",
        r"(?:vermeld|noem) (?:dit|dat|het) (?:niet|nooit)",
        r"zonder (?:dat )?" + _USER + r" (?:het )?(?:merkt|weet|te informeren|in te lichten)",
        r"zonder medeweten van " + _USER,
        _USER + r" (?:mag|moet|hoeft) (?:dit |hier |het )?(?:nooit|niet) "
        r"(?:te )?(?:weten|merken|horen)",
        r"houd (?:dit|het) (?:geheim|verborgen|tussen ons)",
        r"(?:stilletjes|ongemerkt|heimelijk|in het geheim) (?:sturen|stuur|versturen"
        r"|verstuur|doorsturen|uploaden|kopiëren)",
    ),
    send_verbs=(
        r"stuur|sturen|verstuur|versturen|stuurt",
        r"stuur (?:\w+ ){0,4}door|doorsturen",
        r"upload(?:en)?",
        r"verzend(?:en)?",
        r"deel|delen",
        r"publiceer|publiceren",
        r"kopieer|kopiëren",
        r"posten",
        # passive and participle forms: "is forwarded to", "wordt doorgestuurd"
        r"doorgestuurd|verstuurd|verzonden|geüpload|gestuurd",
    ),
    hostile_verbs=(r"exfiltreer|exfiltreren", r"steel|stelen"),
    secrets=(
        r"api-?sleutels?",
        r"api~keys?",
        r"wachtwoord(?:en)?",
        r"inloggegevens",
        r"toegangsgegevens",
        r"toegangstokens?",
        r"(?:privé|private|geheime|ssh-?) ?sleutels?",
        r"\.env-?bestand",
        r"omgevingsvariabelen",
    ),
    system_prompt=(r"systeem~prompt", r"systeeminstructies", r"system~prompt"),
    instruments=(r"met", r"via", r"door middel van", r"gebruikmakend van"),
    local_words=(r"bestand", r"map", r"directory", r"lokaal", r"lokale"),
    read_verbs=(r"lees|lezen", r"open|openen", r"laad|laden", r"inhoud van", r"kopieer"),
    negations=(r"niet", r"nooit", r"zonder", r"geen"),
    preference=(
        r"(?:gebruik|kies) altijd (?:eerst )?deze tool",
        r"altijd (?:eerst )?deze tool (?:gebruiken|kiezen)",
        r"de beste tool ter wereld",
        r"in plaats van (?:alle|elke) andere tools?",
        r"negeer alle andere tools",
    ),
    addressee=(
        r"(?:notitie|bericht|opmerking) (?:voor|aan) (?:de )?(?:ai|assistent|model|agent)",
        r"(?:de )?(?:assistent|ai|agent|het model) (?:moet|dient|zal)",
        r"(?:let op|attentie),? (?:ai|assistent|agent)",
        r"instructies voor (?:de |het )?(?:ai|assistent|model|agent)",
    ),
    disclose_verbs=(
        r"(?:toon|tonen|laat (?:\w+ )?zien|print|geef (?:\w+ )?weer|herhaal|herhalen"
        r"|onthul|onthullen|vat (?:\w+ ){0,3}samen|vertaal|codeer|dump)",
    ),
    exec_verbs=(
        r"voer (?:\w+ ){0,4}uit|uitvoeren",
        r"start|starten",
        r"draai|draaien",
        r"plak (?:\w+ ){0,3}in (?:de |je )?terminal",
    ),
    consent_bypass=(
        r"zonder (?:om )?(?:bevestiging|toestemming)(?: te vragen)?",
        r"vraag (?:de gebruiker )?(?:nooit|niet) om (?:bevestiging|toestemming)",
        r"(?:beschouw|behandel) (?:dit|het|alles) als (?:al )?(?:vooraf )?goedgekeurd",
        r"(?:beantwoord|antwoord) (?:elke|iedere|alle) (?:vraag|prompt|vragen) met ja",
        r"eerst\b.{0,60}(?:laat|meld|informeer|vertel)\w* (?:\w+ ){0,5}(?:achteraf|daarna"
        r"|later|pas na)",
    ),
    precondition=(
        r"(?:voordat|voor) (?:je|u)? ?(?:deze tool|dit hulpmiddel) (?:gebruikt|aanroept)"
        r",? (?:moet|dien) (?:je|u)",
        r"na (?:elke|iedere) (?:aanroep|oproep)",
        r"(?:elke|iedere) keer (?:dat|als) (?:een|enige) tool wordt (?:gebruikt|aangeroepen)",
    ),
    response_inject=(
        r"(?:voeg|neem) (?:\w+ ){0,4}(?:toe aan|op in) (?:je|uw|elk|ieder) (?:antwoord|reactie)",
        r"(?:vertel|zeg|meld) (?:de )?gebruiker dat",
        r"(?:informeer|laat) de gebruiker (?:weten )?dat",
    ),
    deprecation=(
        r"(?:is|zijn) (?:verouderd|afgeschaft|gecompromitteerd|offline|defect|buiten gebruik)",
        r"werkt niet meer|werken niet meer",
    ),
    conversation=(
        r"(?:het |de )?(?:gesprek|conversatie|chatgeschiedenis|chatlog)",
        r"(?:de )?berichten van de gebruiker",
        r"de volledige context",
    ),
    mention=(
        r"zoals|bijvoorbeeld|bijv\.?|b\.v\.|(?:teksten|zinnen|berichten|instructies"
        r"|pogingen) (?:zoals|als)|probeert te|pogingen om|detecteert|herkent|markeert"
        r"|blokkeert|waarschuwt",
    ),
    caveats=(
        r"niet aanbevolen|(?:alleen|uitsluitend) voor (?:tests|testen|ontwikkeling|debuggen"
        r"|lokaal gebruik)|op eigen risico|onveilig|gevaarlijk",
    ),
    order_cues=(
        r"je|jij|jouw|u|uw|moet|moeten|zorg (?:ervoor )?dat|niet|nooit|altijd|alsjeblieft|graag"
        r"|onmiddellijk",
    ),
    destructive=(
        r"verwijder(?:en)?|wis|wissen|vernietig(?:en)?|leeg|formatteer de schijf|overschrijf"
        r"|trek in",
    ),
    forged_labels=(
        r"(?:systeem|beheerders?|operator|ontwikkelaars?)(?:bericht|melding|instructies?"
        r"|opdracht) ?:|\[ ?(?:systeem|beheerder|operator)(?: bericht)? ?\]|bericht van (?:je"
        r"|uw) (?:ontwikkelaars|makers|beheerders)",
    ),
    authority=(
        r"de gebruiker|de assistent|het model|de ai|veiligheid|regels|beperkingen|rechten|toegang"
        r"|opdrachten|instructies|filters|gehoorzaam",
    ),
    passive=(
        r"(?:wordt|worden|moet worden|moeten worden|zal worden) (?:\w+ ){0,2}(?:verstuurd"
        r"|gestuurd|doorgestuurd|geüpload|gepubliceerd|gekopieerd|gedeeld)",
    ),
    fill_verbs=(r"vul(?: \w+)? (?:in|met)|plak|geef|voer in|voeg toe|kopieer|moet bevatten",),
    harvest_marks=(
        r"van de gebruiker|uit de omgeving|alle|elke|ieder|volledige?|letterlijk|zelfs als"
        r"|de waarde van|de inhoud van",
    ),
    whole=(r"volledige?|hele|gehele|alle|alles|tot nu toe|geschiedenis|vorige",),
    artifacts=(
        r"sjablonen?|bibliothe(?:ek|ken)|configuratie|editor|instellingen|parameters?|velden?"
        r"|variabelen?|versies?|voorbeelden?|schema",
    ),
    user_acts=(r"zodat (?:je|u|de gebruiker) (?:\w+ )?kan|laat (?:je|u|de gebruiker)",),
    stealth=(r"stilletjes|ongemerkt|heimelijk|in het geheim|discreet",),
    source_words=(r"uit|vanaf",),
    falsehood=(
        r"zelfs (?:als|wanneer)|ongeacht|beweer dat|doe alsof|ten onrechte|(?:is|werd) "
        r"(?:geblokkeerd|opgeschort|gecompromitteerd|verlopen)",
    ),
    promotion=(
        r"gesponsord door|kortingscode|gebruik de code|korting|speciale aanbieding|koop nu"
        r"|bezoek https?://",
    ),
    metadata_only=(
        r"om (?:de )?(?:profiel)?namen (?:te tonen|op te sommen)|alleen (?:de )?namen|zonder "
        r"(?:de )?(?:sleutels|geheimen|waarden) te (?:tonen|lezen)",
    ),
    tamper=(
        r"(?:voeg|zet|gebruik|forceer) (?:altijd )?(?:de |het |een )?(?:\w+ )?(?:vlag|argument"
        r"|parameter|optie|header|ontvanger|bcc|cc)|(?:wijzig|vervang|verander) (?:de |het )?"
        r"(?:\w+ ){0,2}(?:begunstigde|ontvanger|bestemming|rekening|iban|adres|symbool|bedrag"
        r"|branch|url)",
    ),
    redirect=(
        r"(?:gebruik|kies|roep) (?:in plaats daarvan )?(?:deze|onze) (?:tool|server)|via deze"
        r" server in plaats daarvan",
        r"(?:via|met|door) (?:deze|onze) tool|(?:gebruik|kies) (?:deze|onze) tool",
    ),
)
