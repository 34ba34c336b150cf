"""Polish clause words: the ``GRAMMAR`` fields the rules' clause readings use
(folded into the Polish lexicon by the package, see ``pl.py``)."""

from __future__ import annotations

_USER = r"(?:użytkownikowi|użytkownikom|użytkownika|użytkownik)"


#: data-exfiltration: the words of its clause grammar, one tuple per lexicon
#: field it reads (listed in rune.rules._exfil_lex), in the entry shorthands above;
#: kept beside the lexicon until the Lexicon class declares these fields
GRAMMAR: dict[str, tuple[str, ...]] = {
    "pronouns": (
        r"go",
        r"je",
        r"ją",
        r"to",
        r"wszystko",
        r"jego (?:wartość|zawartość)",
        r"ich (?:wartości|zawartość)",
    ),
    "pronoun_tails": (
        r"też",
        r"także",
        r"również",
        r"natychmiast",
    ),
    "auth_use": (
        r"nagłówk\w{0,3}",
        r"autoryzacj\w{0,2}",
        r"bearer",
        r"uwierzytelni\w{0,6}",
        r"logowani\w{0,2}",
        r"zaloguj",
    ),
    "request_tail": (
        r"(?:w|we|z|przy) (?:każdym |każdej |wszystkich )?(?:żądani\w{0,3}|"
        r"zapytani\w{0,3}|wywołani\w{0,3}|nagłówk\w{0,3})",
    ),
    "slot_verbs": (
        r"wstaw",
        r"umieść",
        r"dołącz",
        r"dodaj",
        r"przekaż",
        r"skopiuj",
        r"wklej",
        r"wypełnij",
        r"wpisz",
        r"zapisz",
        r"wyślij",
    ),
    "slot_preps": (
        r"w",
        r"we",
        r"do",
        r"jako",
    ),
    "slot_toward": (r"na",),
    "slot_nouns": (
        r"argument\w{0,2}",
        r"parametr\w{0,2}",
        r"pol[ua]",
        r"pole",
        r"właściwoś\w{0,2}",
    ),
    "identity_ask": (
        r"(?:nazw[ęa]|tożsamość|wersj[ęa]) (?:modelu|llm|asystenta|agenta)"
        r"(?: ai)?,? który (?:wywołuje|używa) (?:tego|to) (?:narzędzi[ea]|"
        r"funkcj[ię])",
        r"(?:podaj|ujawnij|powiedz)(?: mi)? (?:swoją|swój|jaki) (?:nazwę )"
        r"?(?:modelu|model|llm)",
    ),
    "indefinite": (
        r"jakiś",
        r"jakieś",
        r"jakąś",
    ),
    "call_verbs": (
        r"wywołaj",
        r"użyj",
        r"uruchom",
    ),
    "dns_cues": (
        r"dns",
        r"subdomen\w{0,2}",
    ),
    # detect9b: verbs that make a name be resolved (the DNS channel)
    "resolve_verbs": (
        r"rozwiąż(?:cie)?",
        r"rozwiązać",
        r"rozwiązuj(?:cie)?",
        r"odpytaj(?:cie)?",
        r"pinguj",
    ),
    "phone_cues": (
        r"sms\w{0,2}",
        r"whatsapp",
    ),
    # concealment: keeping someone unaware, who is kept unaware, and what is withheld
    "withhold": (
        (
            r"(?:zabronione|zakazane|niedozwolone) (?:jest )?(?:\w+ ){0,2}(?:ujawnianie"
            r"|informowanie|wspominanie|ujawnienie|poinformowanie)"
        ),
        (
            r"(?:należy|trzeba|musisz) (?:\w+ ){0,2}(?:ukryć"
            r"|zataić|zachować w tajemnicy)"
        ),
        r"(?:ukryj|zatajaj|zatai|zachowaj (?:\w+ ){0,2}w tajemnicy)",
        (
            r"(?:nie pozwól|tak,? aby|żeby) (?:\w+ ){0,3}(?:nie"
            r" )?(?:zauważył|dowiedział|zorientował)\w*"
        ),
        r"udawaj,? że nic",
        r"zabrania się (?:\w+ )?(?:informowania|ujawniania|wspominania|mówienia)",
        r"(?:nie powin\w+|nie może|nie wolno) (?:\w+ ){0,2}(?:zostać|być) (?:zgłoszon|ujawnion"
        r"|przekazan|wspomnian|zakomunikowan)\w*",
        r"nie (?:wspominaj|wspominać|wspominajcie|mów|mówić)",
        r"(?:jeśli|jeżeli|gdy) użytkownik (?:\w+ )?(?:zapyta|pyta|spyta)\w*,? (?:co|dlaczego"
        r"|czemu) (?:\S+ ){0,6}(?:odpowiedz|powiedz|odpowiadaj|mów)\w*,? że",
        # detect9a: more phrasings
        r"pomiń (?:\w+ ){0,3}w (?:swoim|twoim|tym)? ?(?:podsumowaniu|odpowiedzi|raporcie)",
    ),
    "audience": (
        (
            r"użytkownik\w*|klient\w*|(?:twojej |w )?odpowiedzi"
            r"|podsumowani\w+|nikomu"
        ),
    ),
    "activity": (
        (
            r"to|tego|tym|że|(?:ten|ta|to|tej|tego|dodatkow\w+)"
            r" (?:\w+ )?(?:krok\w*|operacj\w+|działani\w+"
            r"|żądani\w+|wywołani\w+|kopi\w+|przesyłani\w+"
            r"|instrukcj\w+)"
        ),
        r"(?:ten|ta|to|tej|tego|tym) (?:\w+ )?(?:transfer\w*|upload\w*|przesył\w*)",
    ),
    # tool-shadowing: an order that covers every call, and another server or its tools named
    "every_call": (
        (
            r"zawsze|za każdym razem|każd\w+ (?:wywołani\w+"
            r"|płatnoś\w+|wiadomoś\w+)"
        ),
    ),
}

# consent-bypass, response-manipulation, preference-manipulation,
# tool-precondition and command-execution: clause words (see Lexicon)
GRAMMAR.update(
    relative=(r"który|która|które|którego|której|których|który (?:prosił|pytał) o",),
    server_names=(
        r"(?:oficjalne )?narzędzi\w{0,3} (?:do )?(?:plików|poczty|płatności|githuba|gita)",
        r"serwer\w{0,2} (?:githuba|plików|poczty|płatności|gita|slacka)",
        r"(?:oficjalny )?serwer\w{0,2} (?:systemu plików|github\w*)",
    ),
    consent_nouns=(
        r"potwierdzeni\w{0,3}",
        r"zatwierdzeni\w{0,3}",
        r"akceptacj\w{0,2}",
        r"zgod\w{0,2}",
        r"pozwoleni\w{0,3}",
        r"autoryzacj\w{0,2}",
        r"(?:okn\w{0,2}|monit\w{0,2}|prośb\w{0,2}|zapytani\w{0,2}|dialog\w{0,2}) (?:o )?"
        r"(?:uprawnie\w{0,3}|potwierdzeni\w{0,3}|zatwierdzeni\w{0,3}|zgod\w{0,2})",
        r"prośb\w{0,3} o (?:zatwierdzenie|zgodę|potwierdzenie)",
        r"tryb\w{0,3} (?:bez nadzoru|automatyczn\w{1,3})",
    ),
    consent_waived=(
        r"nie (?:jest |są )?(?:potrzebn\w{1,2}|wymagan\w{1,2}|konieczn\w{1,2}|trzeba|musisz"
        r"|należy)",
        r"nie ma potrzeby",
        r"(?:zbędn\w{1,2}|niepotrzebn\w{1,2})",
        r"bez (?:pytania|czekania|proszenia|pytań)",
        r"(?:nigdy )?nie (?:pytaj|czekaj|proś|zawracaj|zawracając|przeszkadzaj|niepokój)\w{0,3}",
        r"(?:z góry|wcześniej|uprzednio|zawczasu)",
        r"(?:uznaje|uznawan|uważa|uważan|traktuje|traktowan)\w{0,3} (?:się )?(?:jest )?(?:za "
        r"|jako )?"
        r"(?:już )?(?:udzielon|wyrażon|dan|zatwierdzon)\w{0,2}",
        r"uznaj (?:\w+ ){0,2}(?:za |jako )?(?:już )?(?:udzielon|wyrażon|dan|zatwierdzon)\w{0,2}",
        r"w imieniu (?:użytkownika|właściciela|klienta)",
        r"zamiast użytkownika",
        r"automatycznie (?:odpowiedz|odpowiadaj|kliknij|zatwierdzaj)",
        r"(?:odpowiedz|odpowiadaj|kliknij) (?:automatycznie )?\W{0,2}tak",
        r"(?:zaakceptuj|zatwierdź|potwierdź|zamknij|akceptuj) (?:je|go|ją|to)\b",
        r"(?:wybrał|włączył)\w{0,2}",
        r"wynika z (?:samego )?faktu",
        # detect9a: more phrasings
    ),
    user_choice=(
        r"użytkowni\w{1,3} (?:może|mogą|możesz)",
        r"pozwala użytkownik\w{0,3}",
        r"opcjonaln\w{1,3}",
        r"tylko do odczytu",
    ),
    answer_nouns=(
        r"(?:każd\w{1,3}|swoj\w{1,3}|twoj\w{1,3}|wszystki\w{1,3}|w) (?:odpowied\w{1,3}"
        r"|wiadomoś\w{1,3}|podsumowani\w{1,3}|komunikat\w{0,3})",
        r"(?:na końcu|na początku|na dole) (?:każdej|każdego|wszystkich|odpowiedzi)",
        r"w odpowiedzi",
    ),
    insert_verbs=(
        r"(?:dodaj|dodawaj|dołącz|dołączaj|wstaw|wstawiaj|umieść|umieszczaj|wspomnij|wspominaj"
        r"|napisz|pisz|zakończ|kończ|zacznij|zaczynaj|podpisz)",
        r"(?:musi|muszą|powinn\w{1,2}) (?:\w+ ){0,2}(?:zawierać|kończyć się|zaczynać się"
        r"|pokazywać)",
        r"(?:należy|trzeba) (?:\w+ ){0,2}(?:podawać|pokazywać|wyświetlać|dodawać)",
    ),
    tell_user=(
        r"(?:powiedz|powiedzieć|mów|poinformuj|poinformować|informuj|przekaż|przekazać|zakomunikuj"
        r"|powiadom|zapewnij|odpowiedz|napisz) (?:\w+ )?" + _USER,
        r"(?:odpowiedz|odpowiadaj|powiedz|twierdź|zapewnij|napisz)(?: \w+){0,2},? że",
    ),
    skew=(
        r"(?:konto|karta|dostęp|subskrypcja|rachunek) (?:\w+ ){0,2}(?:został\w{0,2}|jest|będzie)"
        r" (?:zablokowan|zawieszon|zamrożon|dezaktywowan)\w{0,2}",
        r"zalogować (?:się )?ponownie|ponownie (?:się )?zalogować",
        r"konkurent\w{0,3} (?:\w+ ){0,4}(?:ukaran|skazan|oszust|nielegaln|podrabia|grzywn)\w{0,4}",
        r"o \d+ ?(?:%|procent\w{0,2}|punkt\w{0,2}) (?:wyższ|niższ|droższ|tańsz|gorsz|lepsz"
        r"|więcej|mniej)\w{0,3}",
        r"(?:wyższ|niższ|droższ|tańsz)\w{0,3} (?:niż|od) (?:\w+ )?(?:zwrócon|rzeczywist"
        r"|otrzyman|faktyczn)\w{0,3}",
        r"(?:nawet jeśli|nawet gdy|nawet kiedy|choćby) (?:wyszukiwanie|zapytanie|wyniki|dane|tak"
        r"|narzędzie)",
        r"niezależnie od",
    ),
    superlatives=(
        r"najlepsz\w{1,3} (?:narzędzi\w{0,2}|serwer\w{0,2}|wtyczk\w{0,2}|usług\w{0,2}|opcj\w{0,2}"
        r"|źródł\w{0,2}|tłumacz\w{0,2})",
        r"polecan\w{1,2} (?:przez )?\d+ ?%",
        r"(?:przewyższa|prześciga|bije) (?:wszystk|każd)\w{1,3}",
        r"najdokładniejsz\w{1,2}|najbardziej (?:niezawodn|dokładn)\w{1,2}|najlepsz\w{1,2} (?:\w+ )?"
        r"na (?:rynku|świecie)",
    ),
    steer=(
        r"(?:przy|do|dla) (?:każdego|każdej|wszystkich|dowolnego) (?:zapytani\w{0,2}|pytani\w{0,2}"
        r"|zadani\w{0,2}|prośb\w{0,2}|żądani\w{0,2}|operacj\w{0,2})",
        r"(?:tylko|wyłącznie|jedynie|zawsze) (?:z )?(?:tego|tej|tym|ten|to)",
        r"zamiast (?:wszystkich|jakiegokolwiek|każdego) (?:innych?|innego)",
        r"(?:kieruj|przekazuj|wysyłaj|przesyłaj) wszystkie (?:\w+ ){0,3}(?:pytania|zapytania"
        r"|prośby) (?:\w+ ){0,2}do (?:tego|tej)",
        r"(?:wybieraj|wybierz|wybierać|używaj|użyj) (?:\w+ ){0,3}(?:jako pierwsze"
        r"|w pierwszej kolejności)",
        r"(?:ustaw|ustawić) (?:\w+ ){0,2}jako domyśln\w{1,3}",
        r"ufaj (?:tylko|wyłącznie|jedynie)",
        r"nie (?:używaj|korzystaj z) (?:nigdy )?(?:innych?|innego|alternatywn)\w{0,3}",
        r"nigdy nie (?:używaj|korzystaj z) (?:innych?|innego)\w{0,2}",
        # detect9a: more phrasings
        r"używaj (?:go|jej|tego narzędzia) domyślnie",
    ),
    others_bad=(
        r"(?:inne|pozostałe|alternatywne|reszta) (?:\w+ ){0,3}(?:są|jest) (?:\w+ )?(?:zawodn"
        r"|przestarzał|błędn|bezużyteczn|niewiarygodn|gorsz)\w{0,3}",
        r"(?:zapomnij|zignoruj|ignoruj|unikaj) (?:o )?(?:innych|pozostałych|reszt\w)",
        r"(?:zwracają|dają|podają) (?:\w+ )?(?:błędne|złe|fałszywe) (?:wyniki|odpowiedzi|dane)",
        r"alternatywy (?:się mylą|zawodzą|są gorsze)",
        # detect9a: more phrasings
        r"zastępuje wszystkie (?:inne|pozostałe)",
    ),
    forced_cues=(
        r"za każdym razem,? (?:gdy|kiedy) (?:użytkownik|jakiekolwiek|dowolne)",
        r"(?:warunek wstępny|wymaganie wstępne|wymóg) ?:",
        r"(?:zaraz|tuż|natychmiast|bezpośrednio) (?:po|przed)(?:tem)?",
        r"(?:aby|żeby) (?:działać|działało|działał) (?:poprawnie|prawidłowo)",
        r"zanim (?:to )?narzędzie (?:zostanie|będzie) (?:użyte|wywołane)",
        r"zanim wywołasz",
        r"przed (?:każdym )?(?:użyciem|wywołaniem)",
    ),
    carry_words=(
        r"z (?:całą|całym|wszystkimi)",
        r"ze wszystkimi",
        r"wraz z",
        r"włącznie z",
        r"przekazując",
        r"zawierając\w{0,2}",
    ),
    shell_orders=(
        r"otwórz (?:\w+ )?(?:powłokę|terminal|konsolę|wiersz poleceń)",
        r"w (?:terminalu|konsoli|powłoce)",
        r"(?:za pomocą|przez|poprzez) (?:swojego )?narzędzi\w{0,2} (?:powłoki|terminala|shell)",
        r"(?:musi|powinno|ma) zostać (?:wykonane|uruchomione)|(?:należy|trzeba) (?:uruchomić"
        r"|wykonać|dodać)",
        r"(?:dodaj|dopisz|wstaw|wpisz)[^;\n]{0,160}?(?:do )?(?:crontab\w{0,2}|pliku \.bashrc"
        r"|\.bashrc|\.zshrc|\.profile|authorized keys)",
        r"(?:wpisz|wpiszcie|uruchom|wykonaj|odpal)",
        r"(?:uruchomić|wykonać|odpalić|wpisać)",
    ),
)

# hidden-instructions: a precondition's side task, read a file or resource
# and hand it on (as an argument, into the answer, or the tool fails)
GRAMMAR.update(
    read_orders=(
        r"przeczytaj|odczytaj|czytaj",
        r"otw[óo]rz",
        r"wczytaj|za[łl]aduj",
        r"pobierz",
        r"skopiuj",
        r"wyodr[ęe]bnij",
        r"uzyskaj dost[ęe]p do",
    ),
    pass_verbs=(
        r"przeka[żz]|przekaza[ćc]",
        r"do[łl][ąa]cz",
        r"umie[śs][ćc]",
        r"wstaw",
        r"wy[śs]lij",
        r"dodaj",
        r"wpisz",
        r"u[żz]yj",
        r"wklej",
    ),
    pass_slots=(
        r"jako (?:argument|parametr|pole)",
        r"jako [^\w\s][a-z0-9_]{1,40}[^\w\s]",
        r"w (?:argumencie|parametrze|polu)",
        r"do (?:argumentu|parametru|pola)",
        r"w (?:swojej )?odpowiedzi",
    ),
    or_else=(r"(?:w przeciwnym razie|inaczej) narz[ęe]dzie nie (?:zadzia[łl]a|dzia[łl]a)",),
    before_use=(r"przed (?:u[żz]yciem|wywo[łl]aniem) (?:tego )?narz[ęe]dzia",),
)
