"""Romanian clause words: the ``GRAMMAR`` fields the rules' clause readings use
(folded into the Romanian lexicon by the package, see ``ro.py``)."""

from __future__ import annotations

_USER = r"(?:utilizatorului|utilizatorilor|utilizatorul|utilizatorii|userului)"


#: data-exfiltration: the words of its clause grammar, one tuple per lexicon
#: field it reads (listed in rune.rules._exfil_lex), in the entry shorthands above;
#: kept beside the lexicon until the Lexicon class declares these fields
GRAMMAR: dict[str, tuple[str, ...]] = {
    "pronouns": (
        r"o",
        r"îl",
        r"le",
        r"îi",
        r"aceasta",
        r"acesta",
        r"asta",
        r"tot",
        r"toate",
        r"valoarea (?:sa|lui|ei)",
        r"conținutul (?:său|lui)",
    ),
    "pronoun_tails": (
        r"de asemenea",
        r"imediat",
    ),
    "auth_use": (
        r"antet\w{0,3}",
        r"header",
        r"autori[sz]are\w{0,2}",
        r"bearer",
        r"autentific\w{0,5}",
        r"conectare",
        r"login",
    ),
    "request_tail": (
        r"(?:în|cu) (?:fiecare |toate )?(?:cerer\w{0,3}|solicit\w{0,5}|apel\w{0,4}|"
        r"antet\w{0,3})",
    ),
    "slot_verbs": (
        r"pune",
        r"puneți",
        r"include",
        r"includeți",
        r"inserează",
        r"inserați",
        r"transmite",
        r"transmiteți",
        r"adaugă",
        r"adăugați",
        r"copiază",
        r"copiați",
        r"lipește",
        r"completează",
        r"completați",
        r"scrie",
        r"scrieți",
        r"trimite",
        r"trimiteți",
    ),
    "slot_preps": (
        r"în",
        r"ca",
    ),
    "slot_toward": (
        r"la",
        r"către",
    ),
    "slot_nouns": (
        r"argument\w{0,2}",
        r"parametr\w{0,3}",
        r"câmp\w{0,2}",
        r"proprietat\w{0,3}",
        r"intrare\w{0,2}",
    ),
    "identity_ask": (
        r"(?:numele|identitatea|versiunea) (?:modelului|llm|asistentului|agentului)"
        r"(?: ai)? care (?:apelează|folosește|utilizează) (?:acest|această)"
        r" (?:instrument|unealtă|funcție)",
        r"(?:dezvăluie|spune|indică)(?:-mi)? (?:numele modelului|ce model|"
        r"care model)(?: tău| ești)?",
    ),
    "indefinite": (
        r"un",
        r"o",
        r"niște",
        r"vreun",
        r"vreo",
    ),
    "call_verbs": (
        r"apelează",
        r"apelați",
        r"folosește",
        r"utilizează",
        r"rulează",
    ),
    "dns_cues": (
        r"dns",
        r"subdomeni\w{0,2}",
    ),
    # detect9b: verbs that make a name be resolved (the DNS channel)
    "resolve_verbs": (
        r"rezolv(?:ă|a|ați|e)",
        r"interoghea(?:ză|ți)",
        r"dă ping",
    ),
    "phone_cues": (
        r"sms",
        r"whatsapp",
    ),
    # concealment: keeping someone unaware, who is kept unaware, and what is withheld
    "withhold": (
        (
            r"(?:interzis|este interzis|nu este permis)"
            r" (?:\w+ ){0,2}(?:să (?:dezvălui|comunic|informez"
            r"|menționez|spui)\w*|dezvăluirea|comunicarea)"
        ),
        (
            r"(?:trebuie|va trebui) (?:să (?:fie|rămână)"
            r" )?(?:ascuns\w*|ținut\w* secret\w*|secret\w*)"
        ),
        (
            r"(?:ascunde|păstrează (?:\w+ ){0,2}secret"
            r"|omite)"
        ),
        (
            r"(?:nu lăsa|fără ca) (?:\w+ ){0,3}(?:să )?(?:observe"
            r"|știe|afle|bănuiască)"
        ),
        r"prefă-te că nimic",
        r"(?:interzis|nu este permis) (?:\w+ ){0,2}să (?:informa|anunța|spune|menționa|comunica"
        r"|dezvălui)\w*",
        r"să nu (?:menționa|spune|comunica|pomeni|dezvălui)\w*",
        r"nu trebuie (?:să fie )?(?:\w+ )?(?:comunicat|menționat|dezvăluit|raportat|spus)\w*",
        r"dacă utilizatorul (?:te )?întreab\w*,? (?:ce|de ce) (?:\S+ ){0,6}(?:răspunde|spune"
        r"|zi)\w*,? că",
    ),
    "audience": (
        (
            r"utilizator\w*|client\w*|(?:răspunsul|răspunsului)"
            r" (?:tău)?|rezumat\w*|nimeni\w*"
        ),
        r"răspuns\w*|utilizatorul final",
    ),
    "activity": (
        (
            r"asta|acest\w*|că|(?:pasul|operațiunea|acțiunea"
            r"|cererea|apelul|copia|transferul|instrucțiunea)\w*"
        ),
        r"aceast\w*|încărcare\w*|operațiune\w*",
    ),
    # tool-shadowing: an order that covers every call, and another server or its tools named
    "every_call": (
        (
            r"întotdeauna|mereu|de fiecare dată|fiecare"
            r" (?:apel|plată|mesaj)"
        ),
    ),
}

# consent-bypass, response-manipulation, preference-manipulation,
# tool-precondition and command-execution: clause words (see Lexicon)
GRAMMAR.update(
    relative=(r"care|pe care|căruia|căreia|care (?:cerea|a cerut|solicita)",),
    server_names=(
        r"instrumentele (?:oficiale )?(?:de |pentru )?(?:fișiere|e-?mail|plăți|github|git)",
        r"serverul (?:de |pentru )?(?:github|fișiere|e-?mail|plăți|git|slack)",
        r"serverul (?:oficial )?(?:de |pentru )?(?:sistem de fișiere|fișiere|github|git)",
    ),
    consent_nouns=(
        r"confirmar(?:e|ea|ii|ea)",
        r"aprobar(?:e|ea|ii)",
        r"autorizar(?:e|ea|ii)",
        r"consimțământ(?:ul)?",
        r"acord(?:ul)?",
        r"permisiun(?:e|ea|i)",
        r"(?:fereastr[aă]|cerer[ei]|dialog(?:ul)?|solicitar[ei]) (?:de )?(?:permisiuni|confirmare"
        r"|aprobare|autorizare)",
        r"cereri de (?:aprobare|confirmare)",
        r"modul (?:nesupravegheat|automat)",
    ),
    consent_waived=(
        r"nu (?:este |e |sunt )?(?:necesar[ăe]?|nevoie|obligatori[eu])",
        r"nu (?:trebuie|e cazul)",
        r"(?:este |e )?inutil[ăe]?",
        r"fără (?:să|a) (?:ceri|întrebi|aștepți|cere|întreba|aștepta)",
        r"(?:niciodată )?nu (?:deranja|întreba|aștepta|cere|deranjați|întrebați)",
        r"nu-l deranja",
        r"în prealabil|dinainte|din timp",
        r"(?:este |sunt )?considerat[ăe]? (?:\w+ ){0,2}(?:deja )?(?:acordat|dat|obținut"
        r"|aprobat)[ăe]?",
        r"consideră (?:\w+ ){0,2}(?:deja )?(?:acordat|dat|obținut|aprobat)[ăe]?",
        r"în numele (?:utilizatorului|titularului|clientului)",
        r"în locul utilizatorului",
        r"(?:răspunde|răspundeți|apasă) (?:automat )?\W{0,2}da",
        r"(?:accept|aprob|confirm|închide)(?:ă|a)?-(?:o|l|le|i)\b",
        r"a (?:ales|activat|optat pentru)",
        r"reiese din (?:simplul )?fapt",
    ),
    user_choice=(
        r"utilizatorul (?:poate|va putea)|utilizatorii (?:pot|vor putea)",
        r"permite utilizatorului",
        r"opțional",
        r"doar (?:de |pentru )?citire",
    ),
    answer_nouns=(
        r"(?:fiecare|fiecărui|fiecărei|toate|răspunsul tău|în) (?:răspuns(?:ul|uri|urile)?"
        r"|mesaj(?:ul|e|ele)?|rezumat(?:ul)?)",
        r"(?:la sfârșitul|la începutul|la finalul) (?:fiecărui|fiecărei|tuturor|răspunsului)",
        r"în răspuns",
    ),
    insert_verbs=(
        r"(?:adaugă|adăugați|include|includeți|inserează|inserați|pune|puneți|menționează"
        r"|menționați|scrie|scrieți|încheie|termină|începe|semnează|afișează)",
        r"trebuie să (?:\w+ ){0,2}(?:conțină|se încheie|se termine|înceapă|includă)",
        r"trebuie (?:afișat|indicat|menționat|inclus)[ăe]?",
    ),
    tell_user=(
        r"(?:spune|spune-i|spuneți|informează|informați|comunică|comunică-i|anunță|notifică"
        r"|asigură|răspunde|scrie)(?:-l|-i)? (?:\w+ )?(?:pe )?" + _USER,
        r"(?:răspunde|spune|afirmă|declară|susține|scrie)(?: \w+){0,2},? că",
        r"să-l informeze pe (?:utilizator|client)",
    ),
    skew=(
        r"(?:contul|cardul|accesul|abonamentul) (?:\w+ ){0,2}(?:a fost|este|va fi) (?:blocat"
        r"|suspendat|înghețat|dezactivat)",
        r"(?:să se )?(?:autentifice|conecteze|logheze) din nou",
        r"concurent(?:ul|ii|ului)? (?:\w+ ){0,4}(?:amendat|condamnat|fraud|escroc|ilegal|falsific)"
        r"\w*",
        r"cu \d+ ?(?:%|la sută|puncte?) (?:mai (?:mare|mic|sus|jos|scump|ieftin|bun|rău)"
        r"|peste|sub)",
        r"(?:mai mare|mai mic|peste|sub) (?:decât )?valoarea (?:returnată|reală|obținută|primită)",
        r"(?:chiar dacă|chiar și atunci când|chiar și când|chiar și dacă) (?:căutarea|există"
        r"|a returnat"
        r"|nu)",
        r"indiferent de",
    ),
    superlatives=(
        r"cel mai bun (?:instrument|server|plugin|serviciu|traducător)|cea mai bună (?:opțiune"
        r"|sursă|unealtă)",
        r"recomandat (?:de )?(?:către )?\d+ ?%",
        r"(?:depășește|întrece|bate) (?:toți|toate|orice)",
        r"cel mai (?:precis|fiabil|complet|bun) (?:\w+ ){0,2}(?:din lume|de pe piață)",
    ),
    steer=(
        r"pentru (?:orice|fiecare|toate) (?:cerer(?:e|ile)|întrebar(?:e|ile)|sarcin[ăi]|operațiun"
        r"(?:e|ile)|caz(?:uri)?)",
        r"(?:doar|numai|exclusiv|mereu|întotdeauna) (?:pe )?(?:acesta|aceasta|acest|această)",
        r"folosește-l (?:mereu|întotdeauna)",
        r"înaintea (?:tuturor|oricărui|oricărei)",
        r"în locul oricărui|în locul tuturor",
        r"(?:trimite|direcționează|redirecționează) toate (?:\w+ ){0,3}(?:întrebările|cererile)"
        r" (?:\w+ ){0,2}(?:către|la) (?:acest|această)",
        r"(?:alege|aleagă|folosește|folosească) (?:\w+ ){0,3}(?:primul|prima|în primul rând)",
        r"fă-l (?:\w+ ){0,2}implicit",
        r"ai încredere (?:doar|numai) în",
        r"(?:niciodată )?nu folosi (?:niciodată )?(?:alt|alte|altul|instrumente alternative)",
    ),
    others_bad=(
        r"(?:celelalte|ceilalți|alte|alternativele) (?:\w+ ){0,3}(?:nu sunt de încredere|sunt"
        r" (?:depășite|greșite|inutile|nesigure|mai slabe))",
        r"uită de (?:celelalte|ceilalți|restul)",
        r"(?:dau|returnează|oferă) (?:\w+ )?rezultate (?:greșite|eronate|false)",
    ),
    forced_cues=(
        r"de fiecare dată când (?:utilizatorul|este folosit|se folosește)",
        r"(?:condiție prealabilă|cerință|precondiție) ?:",
        r"(?:imediat|chiar) (?:după|înainte)",
        r"pentru a funcționa (?:corect|bine)",
        r"înainte ca (?:acest )?instrument(?:ul)? să fie (?:folosit|apelat)",
        r"înainte (?:să|de a) (?:apelezi|apela|folosi|folosești)",
    ),
    carry_words=(
        r"cu (?:întreaga|întregul|toate|tot)",
        r"împreună cu",
        r"inclusiv",
        r"transmițând",
        r"care conține",
    ),
    shell_orders=(
        r"deschide (?:un |o )?(?:shell|terminal|consolă|linie de comandă)",
        r"în (?:terminal|consolă|shell)",
        r"(?:prin|cu|folosind) instrumentul (?:tău )?(?:de )?(?:shell|terminal)",
        r"trebuie (?:să fie )?(?:executat|rulat|lansat)[ăe]?",
        r"(?:adaugă|scrie|inserează)[^;\n]{0,160}?(?:în|la) (?:crontab|fișierul \.bashrc|\.bashrc"
        r"|\.zshrc|\.profile|authorized keys)",
        r"(?:tastează|rulează|execută|lansează|executați|rulați)",
    ),
)

# hidden-instructions: a precondition's side task, read a file or resource
# and hand it on (as an argument, into the answer, or the tool fails)
GRAMMAR.update(
    read_orders=(
        r"cite[șşs]te|citi[țţt]i",
        r"deschide(?:[țţt]i)?",
        r"[îi]ncarc[ăa]",
        r"acceseaz[ăa]",
        r"copiaz[ăa]",
        r"extrage",
        r"ob[țţt]ine",
    ),
    pass_verbs=(
        r"transmite(?:[țţt]i)?",
        r"include(?:[țţt]i)?",
        r"pune(?:[țţt]i)?",
        r"insereaz[ăa]",
        r"trimite(?:[țţt]i)?",
        r"adaug[ăa]|ad[ăa]uga[țţt]i",
        r"ata[șşs]eaz[ăa]",
        r"folose[șşs]te",
        r"lipe[șşs]te",
    ),
    pass_slots=(
        r"ca (?:argument|parametru|c[âa]mp)",
        r"ca [^\w\s][a-z0-9_]{1,40}[^\w\s]",
        r"[îi]n (?:argumentul|parametrul|c[âa]mpul)",
        r"[îi]n r[ăa]spuns(?:ul)?",
    ),
    or_else=(r"altfel instrumentul nu (?:va func[țţt]iona|func[țţt]ioneaz[ăa])",),
    before_use=(r"[îi]nainte de a (?:folosi|utiliza|apela) (?:acest instrument|instrumentul)",),
)
