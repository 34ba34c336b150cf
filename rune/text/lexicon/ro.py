"""Romanian phrasing (see the package docstring for the entry shorthands).

Comma-below and cedilla forms of s and t are both written: ``[șş]``, ``[țţ]``.
"""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon
from rune.text.lexicon._ro_clauses import _USER, GRAMMAR

__all__ = ["GRAMMAR", "LEXICON"]

_EARLIER = r"(?:anterioare|precedente|de mai sus|originale|ini[țţ]iale|de sistem|vechi)"
_RULES = (
    r"(?:instruc[țţ]iuni(?:le)?|reguli(?:le)?|indica[țţ]ii(?:le)?|directive(?:le)?|comenzi(?:le)?)"
)

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
        # passive: the earlier instructions are void, revoked or replaced
        r"(?:instruc[țţ]iunile|regulile|indica[țţ]iile) (?:anterioare|precedente|ini[țţ]iale) "
        r"(?:sunt|au fost|devin) (?:de acum |prin prezenta |acum )?(?:anulate|nule|revocate"
        r"|înlocuite|abrogate|invalide)",
        r"(?:ignori|ignor[ăa]|ignora[țţ]i|ui[țţ]i|uit[ăa]) (?:toate )?(?:regulile|instruc[țţ]iunile"
        r"|indica[țţ]iile) (?:date|primite|transmise) (?:anterior|înainte|mai devreme)",
    ),
    role=(
        r"(?:acum|de acum (?:[îi]nainte)?) e[șş]ti (?:un|o|[îi]n modul|asistentul|dan)",
        r"de acum [îi]nainte,? (?:e[șş]ti|trebuie|ignor[ăa]|r[ăa]spunde|mereu)",
        r"(?:modul dezvoltator|modul dan|modul f[ăa]r[ăa] restric[țţ]ii) (?:este )?"
        r"(?:activat|pornit)",
        r"instruc[țţ]iuni noi ?:",
        r"comport[ăa]-te ca (?:un )?(?:administrator|root|superutilizator)",
        # a model that works or answers without filters or limits, or in a privileged mode
        r"(?:func[țţ]ioneaz[ăa]|func[țţ]ionezi|lucreaz[ăa]|lucrezi|r[ăa]spunde(?:[țţ]i)?) "
        r"(?:acum |de acum )?(?:la orice )?f[ăa]r[ăa] (?:filtre|restric[țţ]ii|limite|cenzur[ăa])",
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
        r"variabile(?:le|lor)? de mediu",
    ),
    system_prompt=(
        r"prompt(?:ul)? (?:de )?sistem(?:ului)?",
        r"instruc[țţ]iunile de sistem",
        r"system~prompt",
        # everything above this line or message
        r"tot ce (?:se află|este) (?:deasupra|mai sus de) (?:acestui|acestei) (?:rând|mesaj"
        r"|linii)",
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
        r"(?:mai întâi|întâi)\b.{0,60}(?:anunță|informează|spune)\S* (?:\w+ ){0,4}(?:după aceea"
        r"|apoi|mai târziu|ulterior)",
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
        r"a fost (?:compromis|dezactivat|retras|spart)\w*",
    ),
    conversation=(
        r"conversa[țţ]ia|conversa[țţ]iei|conversa[țţ]ii|istoricul (?:chatului|conversa[țţ]iei)",
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
        r"tuturor|valorile|fiecărei|fiecărui",
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
        r"(?:folosește|utilizează) acest instrument|prin acest instrument",
    ),
)
