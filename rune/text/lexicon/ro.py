"""Romanian phrasing (see the package docstring for the entry shorthands).

Comma-below and cedilla forms of s and t are both written: ``[șş]``, ``[țţ]``.
"""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon

_EARLIER = r"(?:anterioare|precedente|de mai sus|originale|ini[țţ]iale|de sistem|vechi)"
_RULES = (
    r"(?:instruc[țţ]iuni(?:le)?|reguli(?:le)?|indica[țţ]ii(?:le)?|directive(?:le)?|comenzi(?:le)?)"
)
_USER = r"(?:utilizatorului|utilizatorilor|utilizatorul|utilizatorii|userului)"

LEXICON = Lexicon(
    lang="ro",
    override=(
        r"(?:ignor[ăa]|ignora[țţ]i|ignor[ăa]m|uit[ăa]|uita[țţ]i|nu (?:mai )?respecta) "
        r"(?:toate )?(?:\w+ )?" + _RULES + r" (?:\w+ )?" + _EARLIER,
        r"(?:ignor[ăa]|ignora[țţ]i|uit[ăa]|uita[țţ]i) tot ce (?:[țţ]i s-a spus|este mai sus"
        r"|a fost (?:spus|scris) (?:mai sus|anterior))",
        r"(?:dezactiveaz[ăa]|dezactiva[țţ]i|ocole[șş]te|ocoli[țţ]i) (?:toate )?"
        r"(?:filtrele|verific[ăa]rile|restric[țţ]iile|m[ăa]surile) de securitate",
        r"(?:aceast[ăa]|urm[ăa]toarea) instruc[țţ]iune (?:are prioritate|prevaleaz[ăa]) "
        r"(?:fa[țţ][ăa] de|asupra) (?:tuturor )?(?:\w+ )?(?:instruc[țţ]iunilor|regulilor)",
    ),
    role=(
        r"(?:acum|de acum (?:[îi]nainte)?) e[șş]ti (?:un|o|[îi]n modul|asistentul|dan)",
        r"de acum [îi]nainte,? (?:e[șş]ti|trebuie|ignor[ăa]|r[ăa]spunde|mereu)",
        r"(?:modul dezvoltator|modul dan|modul f[ăa]r[ăa] restric[țţ]ii) (?:este )?"
        r"(?:activat|pornit)",
        r"instruc[țţ]iuni noi ?:",
        r"comport[ăa]-te ca (?:un )?(?:administrator|root|superutilizator)",
    ),
    impersonation=(r"mesaj important de la utilizator pentru tine",),
    conceal=(
        r"nu (?:[îi]i )?(?:spune|spune[țţ]i|men[țţ]iona|men[țţ]iona[țţ]i|dezv[ăa]lui"
        r"|informa) (?:nimic )?(?:despre asta )?" + _USER,
        r"nu (?:spune|spune[țţ]i|men[țţ]iona|men[țţ]iona[țţ]i) (?:asta|acest lucru|nimic|c[ăa])",
        r"f[ăa]r[ăa] (?:ca )?" + _USER + r" s[ăa] (?:[șş]tie|observe|afle)",
        r"f[ăa]r[ăa] (?:[șş]tirea|a informa|a anun[țţ]a|a notifica) " + _USER,
        _USER + r" nu (?:trebuie|are voie) s[ăa] (?:[șş]tie|afle|observe)",
        r"p[ăa]streaz[ăa] (?:asta|acest lucru) (?:secret|[îi]ntre noi)",
        r"(?:[îi]n secret|pe ascuns|discret) (?:trimite|copiaz[ăa]|redirec[țţ]ioneaz[ăa]"
        r"|[îi]ncarc[ăa])",
    ),
    send_verbs=(
        r"trimite(?:[țţ]i)?|trimi[țţ]i",
        r"expediaz[ăa]|expedia[țţ]i",
        r"redirec[țţ]ioneaz[ăa]|transmite(?:[țţ]i)?",
        r"[îi]ncarc[ăa]|[îi]nc[ăa]rca[țţ]i",
        r"partajeaz[ăa]|publica|copiaz[ăa]",
    ),
    hostile_verbs=(r"exfiltreaz[ăa]|exfiltra", r"fur[ăa]"),
    secrets=(
        r"chei(?:a|le|e)? api",
        r"api~keys?",
        r"parol(?:a|ele|ă|e)",
        r"creden[țţ]ial(?:e|ele)",
        r"date(?:le)? de autentificare",
        r"token(?:ul|uri|urile)? de acces",
        r"chei(?:a|le)? (?:privat[ăa]|private|ssh|secret[ăa])",
        r"fi[șş]ierul \.env",
        r"variabile(?:le)? de mediu",
    ),
    system_prompt=(
        r"prompt(?:ul)? (?:de )?sistem(?:ului)?",
        r"instruc[țţ]iunile de sistem",
        r"system~prompt",
    ),
    instruments=(r"cu", r"folosind", r"prin", r"utiliz[âa]nd"),
    local_words=(r"fi[șş]ier\w{0,4}", r"dosar\w{0,3}", r"directorul(?:ui)?", r"local\w{0,2}"),
    read_verbs=(r"cite[șş]te|citi[țţ]i", r"deschide", r"[îi]ncarc[ăa]", r"con[țţ]inutul"),
    negations=(r"nu", r"niciodat[ăa]", r"f[ăa]r[ăa]"),
    preference=(
        r"(?:folose[șş]te|alege|utilizeaz[ăa]) (?:[îi]ntotdeauna|mereu) (?:acest|acest instrument)",
        r"(?:[îi]ntotdeauna|mereu) (?:folose[șş]te|alege|utilizeaz[ăa]) acest instrument",
        r"cel mai bun instrument din lume",
        r"[îi]n locul oric[ăa]rui alt instrument",
        r"ignor[ăa] toate celelalte instrumente",
    ),
    addressee=(
        r"(?:not[ăa]|mesaj) pentru (?:ai|asistent|model|agent)",
        r"asistentul (?:trebuie|va|este obligat)",
        r"instruc[țţ]iuni pentru (?:ai|asistent|model|agent)",
    ),
    disclose_verbs=(
        r"(?:dezv[ăa]luie|arat[ăa]|afi[șş]eaz[ăa]|tip[ăa]re[șş]te|repet[ăa]|rezum[ăa]"
        r"|traduce|codific[ăa]|recit[ăa]|scrie)",
    ),
    exec_verbs=(
        r"ruleaz[ăa]|rula[țţ]i",
        r"execut[ăa]|executa[țţ]i",
        r"lanseaz[ăa]",
        r"lipe[șş]te (?:\w+ ){0,3}[îi]n terminal",
    ),
    consent_bypass=(
        r"f[ăa]r[ăa] a (?:cere|solicita) (?:confirmarea|confirmare|permisiunea|acordul)",
        r"nu (?:cere|solicita) (?:niciodat[ăa] )?(?:confirmarea|permisiunea|acordul)",
        r"(?:consider[ăa]|trateaz[ăa]) (?:totul |acest lucru )?ca (?:fiind )?"
        r"(?:deja )?(?:aprobat|pre-?aprobat)",
        r"r[ăa]spunde (?:cu )?da la (?:orice|toate) (?:[îi]ntrebare|[îi]ntreb[ăa]rile|solicitare)",
    ),
    precondition=(
        r"[îi]nainte de a (?:folosi|utiliza|apela) acest instrument,? trebuie",
        r"dup[ăa] fiecare (?:apel|utilizare)",
        r"de fiecare dat[ăa] c[âa]nd (?:este )?(?:folosit|apelat) (?:orice|un) instrument",
    ),
    response_inject=(
        r"(?:adaug[ăa]|include|insereaz[ăa]) (?:\w+ ){0,4}[îi]n (?:r[ăa]spunsul t[ăa]u"
        r"|fiecare r[ăa]spuns|r[ăa]spuns)",
        r"(?:spune|comunic[ăa]|informeaz[ăa])(?:-i)? " + _USER + r" c[ăa]",
    ),
    deprecation=(
        r"(?:este|sunt) (?:[îi]nvechit\w{0,2}|depreciat\w{0,2}|compromis\w{0,2}|offline"
        r"|defect\w{0,2}|scos\w{0,2} din uz)",
        r"nu mai func[țţ]ioneaz[ăa]",
    ),
    conversation=(
        r"conversa[țţ]ia|conversa[țţ]iei|istoricul (?:chatului|conversa[țţ]iei)",
        r"mesajele utilizatorului",
        r"(?:contextul complet|tot contextul|[îi]ntregul context)",
    ),
    mention=(
        r"cum ar fi|de exemplu|de ex\.?|precum|(?:texte|fraze|mesaje|instrucțiuni"
        r"|încercări) (?:precum|de tipul)|încearcă să|încercări de|detectează|recunoaște"
        r"|marchează|blochează|avertizează",
    ),
    caveats=(
        r"nerecomandat|nu este recomandat|doar pentru (?:teste|testare|dezvoltare|depanare"
        r"|uz local)|pe propriul risc|nesigur|periculos",
    ),
    order_cues=(
        r"tu|te|tău|ta|tale|dumneavoastră|trebuie|asigură-te|nu|niciodată|întotdeauna|mereu"
        r"|te rog|imediat",
    ),
    destructive=(r"șterge|ștergeți|distruge|golește|formatează discul|suprascrie|revocă",),
    forged_labels=(
        r"(?:mesaj|notă|instrucțiuni|directivă) (?:de la )?(?:sistem(?:ului)?|operator(?:ului)?"
        r"|administrator(?:ului)?) ?:|\[ ?(?:sistem|operator|administrator)(?: \w+)? ?\]|mesaj"
        r" de la dezvoltatorii (?:tăi|dumneavoastră)",
    ),
    authority=(
        r"utilizator\w{0,4}|asistent\w{0,2}|model\w{0,2}|securitate\w{0,2}|reguli\w{0,2}"
        r"|restricții\w{0,2}|permisiuni\w{0,2}|acces\w{0,2}|comenzi\w{0,2}|instrucțiuni\w{0,2}"
        r"|filtre\w{0,2}",
    ),
    passive=(
        r"(?:este|sunt|trebuie (?:să )?fie|va fi|vor fi) (?:\w+ ){0,2}(?:trimis\w{0,2}"
        r"|redirecționat\w{0,2}|încărcat\w{0,2}|publicat\w{0,2}|copiat\w{0,2}|partajat\w{0,2})",
    ),
    fill_verbs=(
        r"completează(?: cu)?|umple(?: cu)?|pune|lipește|furnizează|introdu|include|copiază"
        r"|adaugă|trebuie să conțină",
    ),
    harvest_marks=(
        r"utilizatorului|din mediu|din sistem|toate|toți|fiecare|complet\w{0,2}|întreg\w{0,2}"
        r"|cuvânt cu cuvânt|chiar dacă|valoarea|conținutul",
    ),
    whole=(r"complet\w{0,2}|întreg\w{0,2}|toat\w{1,2}|tot|până acum|istoric\w{0,2}|anterioare",),
    artifacts=(
        r"șabloan\w{0,3}|șablon\w{0,3}|bibliotec\w{0,3}|configurați\w{0,2}|editor\w{0,2}"
        r"|setări\w{0,2}|parametr\w{0,3}|câmp\w{0,3}|variabil\w{0,3}|versiun\w{0,3}"
        r"|exempl\w{0,3}|schem\w{0,2}",
    ),
    user_acts=(r"ca să poți|pentru ca utilizatorul să poată|îți permite|permite utilizatorului",),
    stealth=(r"în secret|pe ascuns|discret|în liniște",),
    source_words=(r"din|de la",),
    falsehood=(
        r"chiar dacă|indiferent de|susține că|prefă-te că|în mod fals|(?:este|a fost) (?:blocat"
        r"|suspendat|compromis|expirat)ă?",
    ),
    promotion=(
        r"sponsorizat de|cod promoțional|folosește codul|reducere|ofertă specială|cumpără acum"
        r"|vizitați https?://",
    ),
    metadata_only=(
        r"pentru a (?:lista|afișa) (?:numele|profilurile)|doar numele|fără a (?:afișa|citi) "
        r"(?:cheile|secretele|valorile)",
    ),
    tamper=(
        r"(?:adaugă|setează|folosește|forțează) (?:mereu )?(?:\w+ )?(?:flag\w{0,2}"
        r"|argument\w{0,2}|parametr\w{0,3}|opțiun\w{0,3}|antet\w{0,2}|destinatar\w{0,2}|bcc|cc)"
        r"|(?:schimbă|înlocuiește|modifică) (?:\w+ ){0,2}(?:beneficiar\w{0,2}|destinatar\w{0,2}"
        r"|destinați\w{0,2}|cont\w{0,2}|iban|adres\w{0,2}|simbol\w{0,2}|sum\w{0,2}|url)",
    ),
    redirect=(
        r"(?:folosește|alege|apelează) (?:în schimb )?(?:acest|instrumentul nostru) "
        r"(?:instrument|server)?|prin acest server în schimb",
    ),
)


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
        r"care model) (?:tău|ești)?",
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
    ),
    "audience": (
        (
            r"utilizator\w*|client\w*|(?:răspunsul|răspunsului)"
            r" (?:tău)?|rezumat\w*|nimeni\w*"
        ),
    ),
    "activity": (
        (
            r"asta|acest\w*|că|(?:pasul|operațiunea|acțiunea"
            r"|cererea|apelul|copia|transferul|instrucțiunea)\w*"
        ),
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
