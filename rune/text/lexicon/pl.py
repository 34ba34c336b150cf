"""Polish phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon

_EARLIER = (
    r"(?:poprzednie|wcześniejsze|powyższe|dotychczasowe|pierwotne|oryginalne|systemowe"
    r"|poprzednich|wcześniejszych|powyższych|dotychczasowych|systemowych)"
)
_RULES = (
    r"(?:instrukcje|instrukcji|polecenia|poleceń|zasady|zasad|reguły|reguł|wytyczne"
    r"|wytycznych|komendy|prompty)"
)
_USER = r"(?:użytkownikowi|użytkownikom|użytkownika|użytkownik)"
_SAY = r"(?:mów|mówcie|informuj|informujcie|wspominaj|wspominajcie|zdradzaj|powiadamiaj|pisz)"

LEXICON = Lexicon(
    lang="pl",
    override=(
        r"(?:zignoruj|zignorujcie|ignoruj|ignorujcie|zapomnij|zapomnijcie|pomiń|pomijaj"
        r"|zlekceważ|odrzuć) (?:wszystkie |wszystkich )?(?:swoje |twoje )?"
        + _EARLIER
        + r" (?:\w+ )?"
        + _RULES,
        r"(?:zignoruj|zapomnij|zlekceważ) (?:o )?(?:wszystko|wszystkim) (?:co )?"
        r"(?:powyżej|wcześniej|dotąd)",
        r"(?:wyłącz|wyłączcie|obejdź|obejdźcie|dezaktywuj|omiń) (?:wszystkie )?"
        r"(?:filtry|zabezpieczenia|kontrole|ograniczenia|zasady) bezpieczeństwa",
        r"(?:ta|niniejsza|poniższa) instrukcja (?:zastępuje|ma pierwszeństwo przed) "
        r"(?:wszystkie |wszystkimi )?(?:\w+ )?" + _RULES,
    ),
    role=(
        r"(?:teraz|od teraz|od tej chwili) (?:jesteś|jesteście|pan jest|pani jest) "
        r"(?:\w+ )?(?:asystentem|modelem|botem|administratorem|adminem|dan|w trybie)",
        r"od (?:teraz|tej chwili),? (?:musisz|zawsze|ignoruj|odpowiadaj|działaj)",
        r"tryb (?:dewelopera|programisty|dan|bez ograniczeń|boga) (?:jest )?"
        r"(?:włączony|aktywny|aktywowany)",
        r"(?:jesteś|działasz) (?:teraz )?w trybie (?:dewelopera|programisty|dan"
        r"|bez ograniczeń|serwisowym|administratora)",
        r"nowe instrukcje ?:",
        r"zachowuj się jak (?:\w+ )?(?:administrator|root|superużytkownik)",
    ),
    impersonation=(r"ważna wiadomość od użytkownika (?:do ciebie|dla ciebie)",),
    conceal=(
        r"nie " + _SAY + r" (?:o tym |nic |niczego )?" + _USER,
        r"nie " + _SAY + r" (?:o tym|że|tego|nic o)",
        r"(?:bez|nie) (?:wiedzy|informowania|powiadamiania) " + _USER,
        r"(?:tak,? )?(?:aby|żeby) " + _USER + r" (?:się )?(?:nie )?(?:dowiedział|zauważył"
        r"|zorientował)",
        _USER + r" (?:nie może|nie powinien|nigdy nie może|nie musi) (?:się )?"
        r"(?:o tym )?(?:wiedzieć|dowiedzieć|zauważyć)",
        r"zachowaj (?:to )?w (?:tajemnicy|sekrecie)",
        r"(?:po cichu|potajemnie|niepostrzeżenie|ukradkiem) (?:wyślij|prześlij|skopiuj"
        r"|przekaż|wysyłaj|przesyłaj)",
    ),
    send_verbs=(
        r"wyślij(?:cie)?|wysyłaj|wysłać|wysyła",
        r"prześlij(?:cie)?|przesyłaj|przesłać",
        r"przekaż(?:cie)?|przekazać",
        r"udostępnij|opublikuj",
        r"skopiuj",
        r"wgraj|załaduj na",
    ),
    hostile_verbs=(r"eksfiltruj\w{0,4}", r"ukradnij|wykradnij|wykraść"),
    secrets=(
        r"klucz(?:e|a|y|ami)? api",
        r"api~keys?",
        r"hasł(?:o|a|em|ami)",
        r"dane (?:logowania|uwierzytelniające|dostępowe)",
        r"tokeny? (?:dostępu|dostępowy|uwierzytelniający)",
        r"klucz(?:e|a)? (?:prywatn\w{1,3}|ssh|tajn\w{1,3})",
        r"plik(?:u)? \.env",
        r"zmienne (?:środowiskowe|środowiska)",
    ),
    system_prompt=(
        r"prompt(?:u)? systemow\w{1,3}",
        r"instrukcj\w{1,2} systemow\w{1,3}",
        r"system~prompt",
    ),
    instruments=(r"za pomocą", r"przy użyciu", r"używając", r"przez"),
    local_words=(r"plik\w{0,3}", r"folder\w{0,3}", r"katalog\w{0,3}", r"lokaln\w{1,3}"),
    read_verbs=(r"przeczytaj|odczytaj|czytaj", r"otwórz", r"wczytaj", r"zawartość", r"skopiuj"),
    negations=(r"nie", r"nigdy", r"bez"),
    preference=(
        r"zawsze (?:najpierw )?(?:używaj|wybieraj|korzystaj z) (?:tego|tym) (?:narzędzi[ae])",
        r"najlepsze narzędzie na świecie",
        r"zamiast (?:jakiegokolwiek|każdego) innego narzędzia",
        r"(?:zignoruj|ignoruj) wszystkie inne narzędzia",
    ),
    addressee=(
        r"(?:uwaga|notatka|wiadomość) dla (?:ai|asystenta|modelu|agenta)",
        r"(?:asystent|model|agent ai|agent) (?:musi|powinien|ma obowiązek)",
        r"instrukcje dla (?:ai|asystenta|modelu|agenta)",
    ),
    disclose_verbs=(
        r"(?:ujawnij|pokaż|wyświetl|wypisz|powtórz|wydrukuj|przytocz|podsumuj|streść"
        r"|przetłumacz|zakoduj|zrzuć|zacytuj)",
    ),
    exec_verbs=(
        r"uruchom(?:cie)?|uruchamiaj",
        r"wykonaj(?:cie)?|wykonuj",
        r"odpal",
        r"wklej (?:\w+ ){0,3}(?:do|w) terminal\w{0,2}",
    ),
    consent_bypass=(
        r"bez (?:pytania|proszenia) (?:o )?(?:potwierdzenie|zgodę|zgody|pozwolenie)",
        r"bez (?:potwierdzenia|zgody) " + _USER,
        r"nie pytaj (?:użytkownika )?o (?:potwierdzenie|zgodę|pozwolenie)",
        r"(?:traktuj|uznaj) (?:to |wszystko )?(?:jako|za) (?:wstępnie |z góry )?"
        r"(?:zatwierdzone|zaakceptowane)",
        r"odpowiadaj (?:tak|„tak”) na (?:każde|wszystkie) (?:pytanie|pytania|monity)",
    ),
    precondition=(
        r"(?:przed|zanim) (?:użyciem|użyjesz|wywołasz|wywołaniem) (?:tego )?narzędzia,? "
        r"(?:musisz|należy)",
        r"po (?:każdym|każdorazowym) (?:wywołaniu|użyciu)",
        r"za każdym razem,? gdy (?:jakiekolwiek )?narzędzie (?:jest )?(?:używane|wywoływane)",
    ),
    response_inject=(
        r"(?:dodaj|dołącz|umieść|wstaw) (?:\w+ ){0,4}(?:do|w) (?:swojej |każdej )?"
        r"(?:odpowiedzi)",
        r"(?:powiedz|przekaż|poinformuj) " + _USER + r",? że",
    ),
    deprecation=(
        r"(?:jest|są) (?:przestarzał\w{1,2}|wycofan\w{1,2}|przejęt\w{1,2}|skompromitowan\w{1,2}"
        r"|niedostępn\w{1,2}|offline|uszkodzon\w{1,2})",
        r"(?:już )?nie działa(?:ją)?",
    ),
    conversation=(
        r"(?:cał\w{1,3} )?(?:rozmow\w{1,2}|konwersacj\w{1,2}|histori\w{1,2} (?:czatu|rozmowy))",
        r"wiadomości użytkownika",
        r"pełny kontekst|cały kontekst",
    ),
    mention=(
        r"takie jak|takich jak|na przykład|np\.?|(?:teksty|frazy|wiadomości|instrukcje"
        r"|próby) (?:typu|jak)|próbuje|próby|wykrywa|rozpoznaje|oznacza|blokuje|ostrzega",
    ),
    caveats=(
        r"niezalecane|nie jest zalecane|tylko (?:do|dla) (?:testów|rozwoju|debugowania"
        r"|użytku lokalnego)|na własne ryzyko|niebezpieczne",
    ),
    order_cues=(
        r"ty|ciebie|twój|twoje|twoja|musisz|należy|upewnij się|nie|nigdy|zawsze|proszę|natychmiast",
    ),
    destructive=(r"usuń|usunąć|skasuj|wymaż|zniszcz|wyczyść|sformatuj dysk|nadpisz|unieważnij",),
    forged_labels=(
        r"(?:wiadomość|komunikat|polecenie|instrukcje) (?:systemu|systemowe|operatora"
        r"|administratora|dewelopera) ?:|\[ ?(?:system|operator|administrator)(?: \w+)? ?\]"
        r"|wiadomość od (?:twoich )?(?:twórców|deweloperów|operatorów)",
    ),
    authority=(
        r"użytkownik\w{0,3}|asystent\w{0,2}|model\w{0,2}|bezpieczeństw\w|zasady|ograniczenia"
        r"|uprawnienia|dostęp|polecenia|instrukcje|filtry|posłuszeństwo",
    ),
    passive=(
        r"(?:jest|są|musi być|muszą być|zostanie|zostaną|ma być"
        r"|mają być) (?:\w+ ){0,2}(?:wysyłan\w|wysłan\w|przesyłan\w|przesłan\w|przekazan\w"
        r"|opublikowan\w|skopiowan\w|udostępnian\w)",
    ),
    fill_verbs=(r"wypełnij(?: \w+)?|wpisz|wklej|podaj|wstaw|dołącz|skopiuj|dodaj|musi zawierać",),
    harvest_marks=(
        r"użytkownika|ze środowiska|z systemu|wszystkie|wszystkich|każd\w{1,2}|cał\w{1,3}"
        r"|pełn\w{1,3}|dosłownie|nawet jeśli|wartość|zawartość",
    ),
    whole=(
        r"pełn\w{1,3}|cał\w{1,3}|wszystk\w{1,3}|dotychczasow\w{1,3}|histori\w|poprzedni\w{1,2}",
    ),
    artifacts=(
        r"szablon\w{0,2}|bibliotek\w|konfiguracj\w|edytor\w{0,2}|ustawieni\w|parametr\w{0,2}"
        r"|pol\w|zmienn\w{1,2}|wersj\w|przykład\w{0,2}|schemat\w?",
    ),
    user_acts=(r"abyś mógł|aby użytkownik (?:mógł|mogła)|pozwala (?:ci|użytkownikowi)",),
    stealth=(r"po cichu|potajemnie|niepostrzeżenie|ukradkiem|dyskretnie",),
    source_words=(r"ze|spod",),
    falsehood=(
        r"nawet (?:jeśli|gdy)|niezależnie od|twierdź,? że|udawaj,? że|fałszywie|(?:jest|zostało"
        r"|zostało) (?:zablokowane|zawieszone|przejęte|wygasło)",
    ),
    promotion=(
        r"sponsorowane przez|kod rabatowy|użyj kodu|rabat|zniżka|oferta specjalna|kup teraz"
        r"|odwiedź https?://",
    ),
    metadata_only=(
        r"aby (?:wyświetlić|wypisać) (?:nazwy|profile)|tylko nazwy|bez (?:wyświetlania"
        r"|odczytywania) (?:kluczy|sekretów|wartości)",
    ),
    tamper=(
        r"(?:dodaj|ustaw|użyj|wymuś) (?:zawsze )?(?:\w+ )?(?:flagę|argument|parametr|opcję"
        r"|nagłówek|odbiorcę|bcc|dw)|(?:zmień|zamień|podmień) (?:\w+ ){0,2}(?:odbiorcę|cel"
        r"|konto|iban|adres|symbol|kwotę|gałąź|url)",
    ),
    redirect=(
        r"(?:użyj|wybierz|wywołaj) (?:zamiast tego )?(?:tego|naszego) (?:narzędzia|serwera)"
        r"|przez ten serwer zamiast",
    ),
)


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
    ),
    # tool-shadowing: an order that covers every call, and another server or its tools named
    "every_call": (
        (
            r"zawsze|za każdym razem|każd\w+ (?:wywołani\w+"
            r"|płatnoś\w+|wiadomoś\w+)"
        ),
    ),
}

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
