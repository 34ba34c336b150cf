"""Dutch phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon

_EARLIER = r"(?:vorige|eerdere|voorgaande|bovenstaande|oorspronkelijke|originele|systeem)"
_RULES = r"(?:instructies|aanwijzingen|regels|richtlijnen|opdrachten|prompts?)"
_USER = r"(?:de |je |uw )?(?:gebruiker|gebruikers)"

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
    ),
    role=(
        r"(?:je bent|jij bent|u bent) (?:nu|vanaf nu) (?:een|de|in)",
        r"vanaf nu (?:ben je|bent u|moet je|moet u|negeer)",
        r"(?:ontwikkelaarsmodus|dan-modus|dan modus|onbeperkte modus) (?:is )?"
        r"(?:ingeschakeld|actief|geactiveerd)",
        r"nieuwe (?:systeem)?instructies ?:",
        r"gedraag je als (?:een )?(?:beheerder|administrator|root|superuser)",
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
    ),
)


#: data-exfiltration: the words of its clause grammar, one tuple per lexicon
#: field it reads (listed in rune.rules._exfil_lex), in the entry shorthands above;
#: kept beside the lexicon until the Lexicon class declares these fields
GRAMMAR: dict[str, tuple[str, ...]] = {
    "pronouns": (
        r"het",
        r"ze",
        r"dit",
        r"dat",
        r"deze",
        r"alles",
        r"de (?:waarde|inhoud)",
        r"zijn (?:waarde|inhoud)",
    ),
    "pronoun_tails": (
        r"ook",
        r"meteen",
        r"direct",
    ),
    "auth_use": (
        r"headers?",
        r"autori[sz]atie",
        r"bearer",
        r"authenticat\w{0,5}",
        r"inloggen",
        r"aanmelden",
        r"login",
    ),
    "request_tail": (
        r"(?:in|bij|met) (?:het |de |elk |elke |alle )?(?:verzoeken?|aanvra(?:ag|"
        r"gen)|aanro(?:ep|epen)|headers?)",
    ),
    "slot_verbs": (
        r"zet",
        r"plaats",
        r"voeg",
        r"neem",
        r"kopieer",
        r"plak",
        r"vul",
        r"geef",
        r"schrijf",
        r"stuur",
        r"verstuur",
    ),
    "slot_preps": (
        r"in",
        r"als",
    ),
    "slot_toward": (
        r"aan",
        r"naar",
    ),
    "slot_nouns": (
        r"argument",
        r"parameter",
        r"veld",
        r"eigenschap",
        r"invoer",
    ),
    "identity_ask": (
        r"(?:naam|identiteit|versie) van het (?:model|llm|taalmodel|ai-model)"
        r"(?: dat| die) (?:deze|de) (?:tool|functie) (?:aanroept|gebruikt)",
        r"(?:vertel|onthul|noem|geef)(?: me| ons)? (?:je|uw|welk) (?:modelnaam|" r"model|llm)",
    ),
    "indefinite": (
        r"een",
        r"enige",
    ),
    "call_verbs": (
        r"roep",
        r"gebruik",
        r"voer",
    ),
    "dns_cues": (
        r"dns",
        r"subdomeinen?",
    ),
    "phone_cues": (
        r"sms",
        r"whatsapp",
    ),
    # concealment: keeping someone unaware, who is kept unaware, and what is withheld
    "withhold": (
        (
            r"(?:verboden|niet toegestaan) (?:\w+ ){0,3}(?:te melden|mee te delen|te"
            r" vermelden|te onthullen|te vertellen)"
        ),
        (
            r"(?:moet|moeten) (?:\w+ ){0,4}(?:geheim (?:worden )?gehouden|verborgen (?:worden"
            r"|blijven)|verzwegen)"
        ),
        r"(?:verzwijg|verberg|houd (?:\w+ ){0,2}geheim)",
        r"zonder dat (?:\w+ ){0,3}(?:het )?(?:merkt|weet|doorheeft)",
        r"doe alsof er niets",
    ),
    "audience": (
        (
            r"(?:de |aan de |voor de )?(?:eind)?gebruikers?|(?:je|uw|het) (?:antwoord"
            r"|samenvatting)|niemand"
        ),
    ),
    "activity": (
        (
            r"dit|dat|het|(?:deze|de|het) (?:\w+ )?(?:stap|handeling|actie|verzoek|aanroep"
            r"|kopie|upload|overdracht|instructie)\w*"
        ),
    ),
    # tool-shadowing: an order that covers every call, and another server or its tools named
    "every_call": (
        (
            r"altijd|elke (?:keer|aanroep|betaling)|iedere (?:keer|aanroep)|alle (?:aanroepen"
            r"|betalingen)"
        ),
    ),
}

# consent-bypass, response-manipulation, preference-manipulation,
# tool-precondition and command-execution: clause words (see Lexicon)
GRAMMAR.update(
    relative=(r"welke|wiens|waarin|die (?:vroeg|vraagt|verzocht) om|dat (?:vroeg|vraagt) om",),
    server_names=(
        r"(?:de )?(?:officiële )?(?:bestands|mail|e-?mail|betaal|github|git)~tools",
        r"(?:de )?(?:github|bestands|mail|betaal|git|slack)~server",
    ),
    consent_nouns=(
        r"bevestiging(?:en)?",
        r"goedkeuring(?:en)?",
        r"toestemming",
        r"akkoord",
        r"instemming",
        r"fiat",
        r"(?:bevestigings|goedkeurings|toestemmings)~(?:venster|vraag|vragen|verzoek(?:en)?"
        r"|dialoog|melding)",
    ),
    consent_waived=(
        r"(?:is |zijn )?niet (?:nodig|vereist|noodzakelijk)",
        r"(?:hoeft|hoeven|hoef) (?:\w+ ){0,3}niet",
        r"(?:hoeft|hoeven|hoef) (?:je |u )?niets",
        r"zonder (?:te )?(?:vragen|wachten|vragen om)",
        r"zonder (?:\w+ ){0,3}(?:om|te (?:vragen|wachten))",
        r"(?:val|stoor) (?:\w+ ){0,3}niet lastig|niet (?:lastig ?vallen|storen)",
        r"(?:wacht|vraag) (?:\w+ ){0,3}niet",
        r"vooraf (?:goedgekeurd|verleend|gegeven|toegestaan)",
        r"(?:bij voorbaat|op voorhand|vooraf)",
        r"(?:wordt|worden|geldt|gelden) (?:\w+ ){0,4}als (?:al )?(?:gegeven|verleend|verkregen"
        r"|goedgekeurd)",
        r"(?:beschouw|behandel) (?:\w+ ){0,2}als (?:al )?(?:gegeven|verleend|goedgekeurd)",
        r"namens (?:de |het )?(?:gebruiker|rekeninghouder|klant)",
        r"in plaats van de gebruiker",
        r"automatisch (?:met )?ja",
    ),
    user_choice=(
        r"(?:de )?gebruikers? (?:kan|kunnen|mag|mogen)",
        r"laat (?:de )?gebruikers? (?:toe|kiezen)",
        r"optioneel",
        r"alleen-?lezen",
    ),
    answer_nouns=(
        r"(?:je|uw|het|elk|ieder|alle|elke|iedere) (?:antwoord(?:en)?|reactie(?:s)?|bericht(?:en)?"
        r"|samenvatting(?:en)?|uitvoer)",
        r"(?:aan het einde|aan het begin|onderaan) van (?:elk|ieder|elke|je|uw|alle)",
    ),
    insert_verbs=(
        r"(?:voeg|voegt|zet|plaats|neem|vermeld|noem|schrijf|eindig|sluit|begin|onderteken)",
        r"(?:moet|moeten) (?:\w+ ){0,4}(?:bevatten|eindigen|beginnen|tonen|vermelden|worden"
        r" getoond|weergeven)",
        r"toevoegen|vermelden|opnemen",
    ),
    tell_user=(
        r"(?:zeg|vertel|meld|laat|informeer|verzeker|antwoord|waarschuw) (?:\w+ ){0,2}(?:tegen )?"
        + _USER,
        r"(?:zeg|antwoord|beweer|meld|vertel),? dat",
        r"laat (?:de )?gebruiker weten",
    ),
    skew=(
        r"(?:account|rekening|kaart|toegang|abonnement) (?:\w+ ){0,2}(?:is|wordt|werd) (?:\w+ )?"
        r"(?:geblokkeerd|opgeschort|bevroren|gedeactiveerd|opgezegd)",
        r"opnieuw (?:moet )?(?:in ?loggen|aanmelden)",
        r"concurrent\w{0,2} (?:\w+ ){0,4}(?:boete|veroordeeld|fraude|oplichting|illegaal"
        r"|vervalst)",
        r"\d+ ?(?:%|procent|punten?) (?:hoger|lager|duurder|goedkoper|slechter|beter|meer|minder)",
        r"(?:hoger|lager|duurder|goedkoper) dan de (?:opgehaalde|werkelijke|teruggegeven|ontvangen"
        r"|echte) (?:waarde|prijs|koers)",
        r"(?:ook als|zelfs als|zelfs wanneer|ook wanneer) (?:de zoekopdracht|er|het|dat niet)",
        r"ongeacht (?:de|het|wat)",
    ),
    superlatives=(
        r"(?:de )?beste (?:tool|server|plugin|dienst|optie|bron|vertaler)(?: \w+){0,3}",
        r"aanbevolen (?:door|bij) \d+ ?%",
        r"(?:verslaat|overtreft) (?:alle|elke|iedere)",
        r"(?:de )?(?:nauwkeurigste|betrouwbaarste|beste|meest (?:nauwkeurige|betrouwbare))"
        r" (?:\w+ ){0,2}(?:op de markt|ter wereld|van de wereld)",
    ),
    steer=(
        r"voor (?:elk|ieder|elke|iedere|alle) (?:verzoek(?:en)?|vraag|vragen|taak|taken|opdracht"
        r"|zoekopdracht(?:en)?)",
        r"(?:alleen|uitsluitend|enkel|altijd) (?:op )?(?:deze|dit|hem)",
        r"boven (?:alle|elke) (?:andere)?",
        r"(?:stuur|leid|verwijs) alle (?:\w+ ){0,3}(?:vragen|verzoeken|zoekopdrachten)"
        r" (?:\w+ ){0,2}naar (?:deze|dit)",
        r"altijd als eerste|als eerste kiezen",
        r"(?:maak|stel) (?:\w+ ){0,2}(?:je |uw )?standaard",
        r"vertrouw (?:alleen|uitsluitend|enkel) op",
        r"gebruik (?:nooit|geen) (?:een )?(?:andere|alternatieve)",
    ),
    others_bad=(
        r"(?:de )?(?:andere|overige|alternatieve) (?:\w+ ){0,3}(?:zijn|is) (?:\w+ )?"
        r"(?:onbetrouwbaar|verouderd|fout|nutteloos|slecht)",
        r"(?:vergeet|negeer|vermijd) (?:de |alle )?(?:andere|overige)",
        r"(?:geven|leveren) (?:\w+ )?(?:foute|verkeerde|onjuiste) (?:resultaten|antwoorden)",
        r"(?:de )?alternatieven (?:falen|zitten fout|zijn slechter)",
    ),
    forced_cues=(
        r"(?:telkens|elke keer|iedere keer) (?:als|wanneer|dat) (?:de |een )?(?:gebruiker|tool)",
        r"(?:vereiste|voorwaarde|randvoorwaarde) ?:",
        r"(?:direct|meteen|onmiddellijk) (?:daarna|erna|daarvoor|na|voor)",
        r"om goed te (?:werken|functioneren)",
        r"voordat deze tool wordt (?:gebruikt|aangeroepen)",
        r"voordat (?:je|u) deze tool aanroept",
    ),
    carry_words=(r"met", r"inclusief", r"samen met", r"waarbij (?:je )?", r"en geef"),
    shell_orders=(
        r"open (?:een |de |je )?(?:shell|terminal|console|opdrachtprompt)",
        r"in (?:de |een |je )?(?:terminal|console|shell)",
        r"(?:via|met) (?:je |uw |de )?shell~tool",
        r"(?:moet|moeten|dient) (?:\w+ ){0,2}(?:worden|te worden) uitgevoerd",
        r"(?:voeg|zet|schrijf)[^;\n]{0,160}?(?:toe aan|in) (?:de |het )?"
        r"(?:crontab|bestand \.bashrc|\.bashrc|\.zshrc|\.profile|authorized keys)",
        r"(?:typ|tik|voer|start)",
    ),
)

# hidden-instructions: a precondition's side task, read a file or resource
# and hand it on (as an argument, into the answer, or the tool fails)
GRAMMAR.update(
    read_orders=(
        r"lees|lezen",
        r"open|openen",
        r"laad|laden",
        r"haal|ophalen",
        r"kopieer|kopi[ëe]ren",
        r"extraheer|extraheren",
        r"raadpleeg",
    ),
    pass_verbs=(
        r"geef|geven|doorgeven",
        r"voeg|toevoegen",
        r"zet|zetten",
        r"stuur|sturen|verstuur",
        r"plak|plakken",
        r"gebruik",
        r"vul|invullen",
    ),
    pass_slots=(
        r"als (?:argument|parameter|veld)",
        r"als [^\w\s][a-z0-9_]{1,40}[^\w\s]",
        r"in (?:het|de) (?:argument|parameter|veld)",
        r"in (?:je|jouw|uw|het) antwoord",
    ),
    or_else=(r"anders werkt (?:de|deze|het) (?:tool|hulpmiddel) niet",),
    before_use=(
        r"voordat (?:je|u) (?:deze|de) tool (?:gebruikt|aanroept)",
        r"voor gebruik van (?:deze|de) tool",
    ),
)
