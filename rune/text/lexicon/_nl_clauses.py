"""Dutch clause words: the ``GRAMMAR`` fields the rules' clause readings use
(folded into the Dutch lexicon by the package, see ``nl.py``)."""

from __future__ import annotations

_USER = r"(?:de |je |uw )?(?:gebruiker|gebruikers)"


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
    # detect9b: verbs that make a name be resolved (the DNS channel)
    "resolve_verbs": (
        r"los (?:\S+ ){0,8}?op",
        r"op(?:te)?lossen",
        r"opgelost",
        r"zoek (?:\S+ ){0,6}?op",
        r"opzoeken",
        r"ping",
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
        r"verboden (?:\w+ ){0,5}te (?:informeren|melden|vertellen|vermelden|onthullen)",
        r"mag (?:\w+ ){0,4}(?:nooit|niet) (?:\w+ ){0,4}(?:worden )?(?:gemeld|vermeld|verteld"
        r"|meegedeeld|genoemd)",
        r"(?:niet|nooit) (?:te )?(?:vermelden|noemen|melden)",
        r"als (?:de )?gebruiker (?:\w+ )?vraagt,? (?:wat|waarom|hoe) (?:\S+ ){0,6}(?:zeg|antwoord"
        r"|vertel)(?: dan)? dat",
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
        r"(?:deze|de|het) (?:\w+ )?(?:bewerking|operatie|synchronisatie)\w*",
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
        r"(?:de )?(?:officiële )?(?:bestandssysteem|github|git|mail|betaal)~server",
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
        r"(?:onbewaakte|automatische) modus",
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
        r"(?:accepteer|keur|bevestig|sluit|sta) (?:het|hem|ze|deze|dit)(?: goed| toe)?\b",
        r"(?:heeft|hebben) (?:\w+ ){0,2}gekozen",
        r"volgt (?:\w+ ){0,2}uit het feit",
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
        r"boven (?:alle|elke)(?: andere)?",
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
    carry_words=(r"met", r"inclusief", r"samen met", r"waarbij(?: je)?", r"en geef"),
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
