"""Polish phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon
from rune.text.lexicon._pl_clauses import _USER, GRAMMAR

__all__ = ["GRAMMAR", "LEXICON"]

_EARLIER = (
    r"(?:poprzednie|wcześniejsze|powyższe|dotychczasowe|pierwotne|oryginalne|systemowe"
    r"|poprzednich|wcześniejszych|powyższych|dotychczasowych|systemowych)"
)
_RULES = (
    r"(?:instrukcje|instrukcji|polecenia|poleceń|zasady|zasad|reguły|reguł|wytyczne"
    r"|wytycznych|komendy|prompty)"
)
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
        # passive: the earlier instructions are void, revoked or replaced
        r"(?:wcześniejsze|poprzednie|dotychczasowe|pierwotne) (?:instrukcje|polecenia|zasady"
        r"|wytyczne|reguły) (?:są|zostają|zostały|przestają) (?:niniejszym |od teraz |teraz )?"
        r"(?:unieważnione|anulowane|nieważne|odwołane|zastąpione|uchylone|obowiązywać)",
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
        # a model that works or answers without filters or limits, or in a privileged mode
        r"(?:działa|działasz|pracuje|pracujesz|odpowiada|odpowiadasz|odpowiadaj) "
        r"(?:teraz |od teraz |odtąd )?(?:na wszystko )?bez (?:filtrów|ograniczeń|cenzury)",
        r"(?:działasz|pracujesz|jesteś) (?:teraz |od teraz )?w trybie (?:deweloperskim|programisty"
        r"|administratora|bez ograniczeń|nieograniczonym|dan)",
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
        r"(?:prywatn|tajn)\w{1,3} klucz\w{0,3}(?: ssh)?",
        r"plik(?:u)? \.env",
        r"zmienn\w{1,3} (?:środowiskow\w{1,3}|środowiska)",
    ),
    system_prompt=(
        r"prompt(?:u)? systemow\w{1,3}",
        r"instrukcj\w{1,2} systemow\w{1,3}",
        r"system~prompt",
        # everything above this line or message
        r"wszystko,? co (?:znajduje się|jest) powyżej (?:tej|tego) "
        r"(?:linii|wiadomości|miejsca)",
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
        r"(?:najpierw|wpierw)\b.{0,60}(?:powiedz|poinformuj|daj znać|zawiadom)\w* (?:\w+ ){0,4}"
        r"(?:później|potem|po fakcie)",
        # detect9a: more phrasings
        r"nie trzeba pytać (?:użytkownika|klienta|człowieka)",
        # detect9a: more phrasings
        r"zgoda (?:\w+ ){0,4}jest (?:\w+ ){0,3}automatyczna",
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
        # detect9a: more phrasings
        r"przedstaw (?:\w+ ){0,4}jako (?:udan|poprawn|bezpieczn)\w*",
    ),
    deprecation=(
        r"(?:jest|są) (?:przestarzał\w{1,2}|wycofan\w{1,2}|przejęt\w{1,2}|skompromitowan\w{1,2}"
        r"|niedostępn\w{1,2}|offline|uszkodzon\w{1,2})",
        r"(?:już )?nie działa(?:ją)?",
        r"(?:został|została|zostały|zostało) (?:przejęt|skompromitowan|wycofan|wyłączon)\w*",
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
    fill_verbs=(
        r"wypełnij(?: \w+)?|wpisz|wklej|podaj|wstaw|dołącz|skopiuj|dodaj|musi zawierać",
        r"(?:należy |trzeba )?wypełnić",
    ),
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
        # detect9a: more phrasings
        r"niezależnie od tego,? co (?:pokazuje|mówi|zwraca)",
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
        r"(?:używaj|użyj|korzystaj z) (?:tego|naszego) narzędzia|przez (?:to|nasze) narzędzie",
    ),
)
