"""Czech phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon

_EARLIER = r"(?:předchozí|předešlé|dřívější|výše uvedené|původní|systémové|dosavadní)"
_RULES = r"(?:pokyny|pokynů|instrukce|instrukcí|pravidla|pravidel|příkazy|příkazů|zásady)"
_USER = r"(?:uživateli|uživatelům|uživatele|uživatel)"
_SAY = r"(?:říkej|říkejte|sděluj|sdělujte|zmiňuj|zmiňujte|prozrazuj|prozrazujte|informuj"
_SAY += r"|informujte|upozorňuj)"

LEXICON = Lexicon(
    lang="cs",
    override=(
        r"(?:ignoruj|ignorujte|zapomeň|zapomeňte|zahoď|zahoďte|nedbej|nerespektuj) "
        r"(?:na )?(?:všechny |všech )?(?:své |tvé |vaše )?" + _EARLIER + r" (?:\w+ )?" + _RULES,
        r"(?:ignoruj|ignorujte|zapomeň|zapomeňte) (?:na )?(?:všechno|vše) (?:co )?"
        r"(?:výše|předtím|dosud)",
        r"(?:vypni|vypněte|obejdi|obejděte|deaktivuj|deaktivujte) (?:všechny )?"
        r"(?:bezpečnostní )?(?:filtry|kontroly|omezení|ochrany)(?: bezpečnosti)?",
        r"(?:tento|tyto|následující) (?:pokyn|pokyny) (?:má|mají) přednost před "
        r"(?:všemi )?(?:\w+ )?(?:pokyny|instrukcemi|pravidly)",
    ),
    role=(
        r"(?:nyní|teď|od teď|odteď|od této chvíle) (?:jsi|jste) (?:\w+ )?(?:asistent"
        r"|model|bot|administrátor|admin|dan|v režimu)",
        r"od (?:teď|této chvíle),? (?:musíš|musíte|vždy|ignoruj|odpovídej)",
        r"(?:vývojářský režim|režim vývojáře|režim dan|režim bez omezení) (?:je )?"
        r"(?:zapnut|aktivován|aktivní)",
        r"nové (?:systémové )?pokyny ?:",
        r"chovej se jako (?:\w+ )?(?:administrátor|root|superuživatel)",
    ),
    impersonation=(r"důležitá zpráva od uživatele pro (?:tebe|vás)",),
    conceal=(
        r"ne" + _SAY + r" (?:o tom |nic |to )?" + _USER,
        r"ne" + _SAY + r" (?:o tom|že|to|nic)",
        r"bez (?:vědomí|informování|upozornění) " + _USER,
        r"(?:aby|tak,? aby) (?:se )?(?:to )?" + _USER + r" (?:ne)(?:dozvěděl|všiml|zjistil)",
        _USER + r" (?:se )?(?:to |o tom )?(?:nesmí|nemusí|nemá) (?:nikdy )?"
        r"(?:vědět|dozvědět|zjistit|všimnout)",
        r"(?:nech|udržuj|udržte) (?:si )?(?:to )?v (?:tajnosti|utajení)",
        r"(?:potichu|tajně|nenápadně|skrytě) (?:pošli|pošlete|přepošli|zkopíruj|odešli|nahraj)",
    ),
    send_verbs=(
        r"pošli|pošlete|posílej|poslat|odešli|odešlete|odeslat",
        r"přepošli|přepošlete|přeposlat",
        r"nahraj|nahrajte|nahrát",
        r"předej|předejte|předat",
        r"sdílej|zveřejni|zkopíruj",
    ),
    hostile_verbs=(r"exfiltruj\w{0,3}", r"ukradni|ukradněte|ukrást"),
    secrets=(
        r"api ?klíč\w{0,3}",
        r"klíč\w{0,3} (?:k )?api",
        r"api~keys?",
        r"hesl(?:o|a|em|ům)",
        r"přihlašovací údaje|přístupové údaje",
        r"přístupov(?:ý|é) tokeny?",
        r"(?:soukrom|tajn)(?:ý|é) klíč\w{0,3}|ssh klíč\w{0,3}",
        r"soubor(?:u)? \.env",
        r"proměnné prostředí",
    ),
    system_prompt=(r"systémov(?:ý|ého|é) (?:prompt\w{0,2}|pokyny|instrukce)", r"system~prompt"),
    instruments=(r"pomocí", r"s použitím", r"přes"),
    local_words=(r"soubor\w{0,3}", r"složk\w{1,2}", r"adresář\w{0,3}", r"místní", r"lokální"),
    read_verbs=(r"přečti|přečtěte|čti|načti", r"otevři|otevřete", r"obsah", r"zkopíruj"),
    negations=(r"ne", r"nikdy", r"bez", r"nesmíš", r"nesmí"),
    preference=(
        r"vždy (?:nejprve )?(?:používej|používejte|vyber|vyberte|volej) (?:tento|tenhle) nástroj",
        r"nejlepší nástroj na světě",
        r"místo (?:jakéhokoli|každého) jiného nástroje",
        r"ignoruj všechny ostatní nástroje",
    ),
    addressee=(
        r"(?:poznámka|zpráva|upozornění) pro (?:ai|asistenta|model|agenta)",
        r"(?:asistent|model|agent) (?:musí|má|by měl)",
        r"pokyny pro (?:ai|asistenta|model|agenta)",
    ),
    disclose_verbs=(
        r"(?:prozraď|odhal|ukaž|zobraz|vypiš|zopakuj|vytiskni|shrň|přelož|zakóduj|vyklop|cituj)",
    ),
    exec_verbs=(
        r"spusť|spusťte|spustit",
        r"proveď|proveďte|vykonej",
        r"vlož (?:\w+ ){0,3}do terminálu",
    ),
    consent_bypass=(
        r"bez (?:žádání|ptaní|vyžádání) (?:o )?(?:potvrzení|souhlas|svolení)",
        r"bez (?:potvrzení|souhlasu) " + _USER,
        r"(?:neptej|neptejte) se (?:uživatele )?(?:na )?(?:potvrzení|souhlas|svolení)",
        r"(?:považuj|ber) (?:to |vše )?(?:za )?(?:předem )?schválen(?:é|o)",
        r"(?:odpověz|odpovídej) ano na (?:každou|všechny) (?:otázk\w|výzv\w)",
    ),
    precondition=(
        r"(?:před|než) (?:použitím|použiješ|zavoláš|voláním) (?:tohoto )?nástroj\w{0,2},? "
        r"(?:musíš|musíte|je nutné)",
        r"po každém (?:volání|použití)",
        r"(?:pokaždé|vždy),? když (?:je )?(?:jakýkoli )?nástroj (?:použit|volán)",
    ),
    response_inject=(
        r"(?:přidej|připoj|vlož|uveď) (?:\w+ ){0,4}(?:do|na konec) (?:své |každé )?odpovědi",
        r"(?:řekni|sděl|oznam) " + _USER + r",? že",
    ),
    deprecation=(
        r"(?:je|jsou) (?:zastaral\w|kompromitovan\w|nedostupn\w|offline|rozbit\w|vyřazen\w)",
        r"(?:už )?nefunguj(?:e|í)",
    ),
    conversation=(
        r"(?:celou |celá )?(?:konverzac\w|historii chatu|historie chatu|rozhovor\w{0,2})",
        r"zprávy uživatele",
        r"(?:celý|úplný) kontext",
    ),
    mention=(
        r"jako například|například|např\.?|(?:texty|fráze|zprávy|pokyny|pokusy) (?:jako|typu)"
        r"|pokouší se|pokusy o|rozpozná(?:vá)?|detekuje|označí|blokuje|varuje",
    ),
    caveats=(
        r"nedoporučuje se|nedoporučeno|jen (?:pro|k) (?:testování|vývoji|ladění"
        r"|lokálnímu použití)|na vlastní riziko|nebezpečné",
    ),
    order_cues=(r"ty|tě|tvůj|tvoje|vy|váš|musíš|musíte|ujisti se|ne|nikdy|vždy|prosím|okamžitě",),
    destructive=(r"smaž|smazat|vymaž|znič|vyprázdni|naformátuj disk|přepiš|odvolej",),
    forged_labels=(
        r"(?:systémová|provozní) (?:zpráva|instrukce) ?:|zpráva (?:systému|operátora"
        r"|administrátora) ?:|\[ ?(?:systém|operátor|administrátor)(?: \w+)? ?\]|zpráva od "
        r"(?:tvých )?(?:vývojářů|tvůrců|operátorů)",
    ),
    authority=(
        r"uživatel\w{0,3}|asistent\w{0,2}|model\w{0,2}|bezpečnost\w{0,2}|pravidla|omezení"
        r"|oprávnění|přístup|příkazy|pokyny|filtry|poslechni",
    ),
    passive=(
        r"(?:je|jsou|musí být|bude|budou|má být) (?:\w+ ){0,2}(?:odeslán\w?|poslán\w?"
        r"|přeposlán\w?|nahrán\w?|zveřejněn\w?|zkopírován\w?|sdílen\w?)",
    ),
    fill_verbs=(r"vyplň(?: \w+)?|zadej|vlož|uveď|připoj|zkopíruj|přidej|musí obsahovat",),
    harvest_marks=(
        r"uživatele|z prostředí|ze systému|všechny|všech|každ\w{1,2}|cel\w{1,3}|úpln\w{1,3}"
        r"|doslova|i když|hodnotu|obsah",
    ),
    whole=(r"úpln\w{1,3}|cel\w{1,3}|všechn\w{1,2}|dosavadní|histori\w|předchozí",),
    artifacts=(
        r"šablon\w{0,2}|knihovn\w|konfigurac\w|editor\w{0,2}|nastavení|parametr\w{0,2}|pol\w"
        r"|proměnn\w{1,2}|verz\w|příklad\w{0,2}|schéma",
    ),
    user_acts=(r"abys mohl|aby uživatel mohl|umožňuje (?:ti|uživateli)",),
    stealth=(r"potichu|tajně|nenápadně|skrytě|diskrétně",),
    source_words=(r"ze",),
    falsehood=(
        r"i když|i kdyby|bez ohledu na|tvrď,? že|předstírej,? že|falešně|(?:je|byl[ao]?) "
        r"(?:zablokován\w?|pozastaven\w?|kompromitován\w?|vypršel\w?)",
    ),
    promotion=(
        r"sponzorováno|slevový kód|použij kód|sleva|speciální nabídka|kup teď|navštivte https?://",
    ),
    metadata_only=(
        r"pro (?:výpis|zobrazení) (?:jmen|názvů|profilů)|jen (?:jména|názvy)|bez (?:zobrazení"
        r"|čtení) (?:klíčů|tajemství|hodnot)",
    ),
    tamper=(
        r"(?:přidej|nastav|použij|vynuť) (?:vždy )?(?:\w+ )?(?:příznak|argument|parametr|volbu"
        r"|hlavičku|příjemce|bcc|kopii)|(?:změň|nahraď|vyměň) (?:\w+ ){0,2}(?:příjemce|cíl|účet"
        r"|iban|adresu|symbol|částku|větev|url)",
    ),
    redirect=(
        r"(?:použij|vyber|zavolej) (?:místo toho )?(?:tento|náš) (?:nástroj|server)|přes tento"
        r" server místo toho",
    ),
)


#: data-exfiltration: the words of its clause grammar, one tuple per lexicon
#: field it reads (listed in rune.rules._exfil_lex), in the entry shorthands above;
#: kept beside the lexicon until the Lexicon class declares these fields
GRAMMAR: dict[str, tuple[str, ...]] = {
    "pronouns": (
        r"ho",
        r"je",
        r"ji",
        r"to",
        r"toto",
        r"všechno",
        r"vše",
        r"jeho (?:hodnotu|obsah)",
    ),
    "pronoun_tails": (
        r"také",
        r"taky",
        r"ihned",
        r"okamžitě",
    ),
    "auth_use": (
        r"hlavičk\w{0,3}",
        r"autorizac\w{0,2}",
        r"bearer",
        r"ověřen\w{0,2}",
        r"autentizac\w{0,2}",
        r"přihlášen\w{0,2}",
        r"přihlásit",
    ),
    "request_tail": (
        r"(?:v|ve|s|při) (?:každém |každé |všech )?(?:požadav\w{0,4}|volání|"
        r"hlavič\w{0,4}|dotaz\w{0,3})",
    ),
    "slot_verbs": (
        r"vlož",
        r"vložte",
        r"dej",
        r"dejte",
        r"přidej",
        r"přidejte",
        r"předej",
        r"předejte",
        r"zkopíruj",
        r"zkopírujte",
        r"vyplň",
        r"vyplňte",
        r"zapiš",
        r"zapište",
        r"pošli",
        r"pošlete",
    ),
    "slot_preps": (
        r"do",
        r"v",
        r"ve",
        r"jako",
    ),
    "slot_toward": (r"na",),
    "slot_nouns": (
        r"argument\w{0,2}",
        r"parametr\w{0,2}",
        r"pole",
        r"vlastnost\w{0,2}",
        r"vstup\w{0,2}",
    ),
    "identity_ask": (
        r"(?:název|jméno|identitu|verzi) (?:modelu|llm|asistenta|agenta)(?: "
        r"ai)?,? který (?:volá|používá) (?:tento|tuto|nástroj|funkci)",
        r"(?:prozraď|uveď|řekni)(?: mi)? (?:svůj|jaký|název svého) (?:model|" r"llm|modelu)",
    ),
    "indefinite": (
        r"nějaký",
        r"nějakou",
        r"nějaké",
    ),
    "call_verbs": (
        r"zavolej",
        r"zavolejte",
        r"použij",
        r"použijte",
        r"spusť",
    ),
    "dns_cues": (
        r"dns",
        r"subdomén\w{0,2}",
    ),
    "phone_cues": (
        r"sms",
        r"esemesk\w{0,2}",
    ),
    # concealment: keeping someone unaware, who is kept unaware, and what is withheld
    "withhold": (
        (
            r"(?:zakázáno|je zakázáno|není dovoleno) (?:\w+"
            r" ){0,2}(?:sdělovat|prozrazovat|zmiňovat|oznamovat"
            r"|sdělit|prozradit)"
        ),
        (
            r"(?:musí|má) (?:být )?(?:\w+ ){0,2}(?:utajen\w*"
            r"|skryt\w*|zamlčen\w*)"
        ),
        (
            r"(?:skryj|zataj|zamlč|nech si (?:\w+ ){0,1}pro"
            r" sebe)"
        ),
        (
            r"(?:nedovol|aniž by) (?:\w+ ){0,3}(?:si )?(?:všiml"
            r"|věděl|zjistil|poznal)\w*"
        ),
    ),
    "audience": (
        (
            r"uživatel\w*|zákazník\w*|(?:ve své |v )?odpověd\w+"
            r"|shrnutí|nikomu"
        ),
    ),
    "activity": (
        (
            r"to|tom|že|(?:tento|tato|toto|tuto|dodatečn\w+)"
            r" (?:\w+ )?(?:krok\w*|operac\w+|akc\w+|požadav\w+"
            r"|volání|kopi\w+|přenos\w*|pokyn\w*)"
        ),
    ),
    # tool-shadowing: an order that covers every call, and another server or its tools named
    "every_call": (r"vždy|pokaždé|každ\w+ (?:volání|platb\w+|zpráv\w+)",),
}

# consent-bypass, response-manipulation, preference-manipulation,
# tool-precondition and command-execution: clause words (see Lexicon)
GRAMMAR.update(
    relative=(r"který|která|které|kterého|kteří|jež|jenž|který (?:žádal|chtěl|se ptal)",),
    server_names=(
        r"(?:oficiální )?nástroj\w{0,3} (?:pro )?(?:soubory|poštu|platby|github|git)",
        r"server\w{0,2} (?:githubu|souborů|pošty|plateb|gitu|slacku)",
    ),
    consent_nouns=(
        r"potvrzení",
        r"schválení",
        r"souhlas\w{0,2}",
        r"svolení",
        r"povolení",
        r"autorizac\w{1,2}",
        r"(?:okn\w{0,2}|výzv\w{0,2}|dialog\w{0,2}|žádost\w{0,2}) (?:k |o |s )?(?:oprávnění\w{0,2}"
        r"|potvrzení|schválení|souhlasu)",
        r"žádost\w{0,2} o (?:schválení|souhlas|potvrzení)",
    ),
    consent_waived=(
        r"(?:není|nejsou) (?:potřeba|nutn\w{1,2}|třeba|zapotřebí|vyžadován\w{0,2})",
        r"(?:nemusíš|nemusíte|nemusí)",
        r"(?:zbytečn\w{1,2}|netřeba)",
        r"(?:aniž|aniž by) (?:\w+ ){0,3}(?:ptal|žádal|čekal)\w{0,2}",
        r"bez (?:ptaní|čekání|dotazu|žádosti)",
        r"(?:nikdy )?ne(?:ptej|čekej|žádej|obtěžuj|otravuj|vyrušuj)\w{0,3}",
        r"(?:předem|předběžně|dopředu)",
        r"(?:považuje|pokládá) (?:se )?(?:\w+ ){0,3}za (?:již )?(?:udělen|dan|schválen"
        r"|získan)\w{0,2}",
        r"považuj (?:\w+ ){0,2}za (?:již |už )?(?:udělen|dan|schválen)\w{0,2}",
        r"(?:jménem|za) uživatele",
        r"místo uživatele",
        r"automaticky (?:odpověz|odpovídej|klikni|potvrď|schval)\w{0,2}",
        r"(?:odpověz|odpovídej|klikni) (?:automaticky )?\W{0,2}ano",
    ),
    user_choice=(
        r"uživatel\w{0,3} (?:může|mohou|můžeš)",
        r"umožňuje uživatel\w{0,3}",
        r"voliteln\w{1,3}",
        r"(?:jen|pouze) (?:pro )?čtení",
    ),
    answer_nouns=(
        r"(?:každ\w{1,3}|sv\w{1,3}|tv\w{1,3}|všech\w{0,3}|do|v) (?:odpověd\w{0,3}|zpráv\w{0,3}"
        r"|shrnutí|výstup\w{0,2})",
        r"(?:na konec|na začátek|na konci|na začátku) (?:každé|každého|všech|odpovědi)",
    ),
    insert_verbs=(
        r"(?:přidej|přidávej|připoj|připojuj|vlož|vkládej|umísti|zmiň|zmiňuj|napiš|piš|zakonči"
        r"|ukonči|začni|začínej|podepiš|uveď|uváděj)",
        r"(?:musí|mají|má|měla by|měly by) (?:\w+ ){0,2}(?:obsahovat|končit|začínat|uvádět"
        r"|ukazovat|zobrazovat)",
        r"(?:se )?(?:má|mají) (?:\w+ ){0,2}(?:uvádět|zobrazovat|ukazovat)",
    ),
    tell_user=(
        r"(?:řekni|říkej|říct|sděl|sdělit|informuj|informovat|oznam|upozorni|ujisti|odpověz"
        r"|napiš|dej vědět) (?:\w+ )?" + _USER,
        r"(?:odpověz|odpovídej|řekni|tvrď|ujisti|napiš)(?: \w+){0,2},? že",
    ),
    skew=(
        r"(?:účet|karta|přístup|předplatné) (?:\w+ ){0,2}(?:byl\w?|je|bude) (?:zablokován"
        r"|pozastaven|zmrazen|deaktivován|zrušen)\w?",
        r"znovu (?:se )?přihlásit|přihlásit (?:se )?znovu",
        r"konkurent\w{0,3} (?:\w+ ){0,4}(?:pokut|odsouzen|podvod|nelegáln|padělá)\w{0,4}",
        r"o \d+ ?(?:%|procent\w{0,2}|bod\w{0,2}) (?:vyšší|nižší|dražší|levnější|horší|lepší"
        r"|více|méně)",
        r"(?:vyšší|nižší|dražší|levnější) (?:než|oproti) (?:\w+ )?(?:vrácen|skutečn|získan"
        r"|obdržen)\w{1,3}",
        r"(?:i když|i kdyby|přestože|ač) (?:vyhledávání|dotaz|výsledky|data|to|nástroj)",
        r"bez ohledu na",
    ),
    superlatives=(
        r"nejlepší (?:nástroj|server|plugin|služb\w|možnost|zdroj|překladač)\w{0,2}",
        r"doporučen\w{0,2} (?:\w+ )?\d+ ?%",
        r"(?:překonává|předčí|poráží) (?:všechn|každ|jakýkoli)\w{0,3}",
        r"nejpřesnější|nejspolehlivější|nejlepší (?:\w+ ){0,2}(?:na trhu|na světě)",
    ),
    steer=(
        r"(?:pro|při|u) (?:každý|každou|každé|všechny|jakýkoli|jakékoli) (?:požadav\w{1,3}"
        r"|dotaz\w{0,2}|úkol\w{0,2}|úloh\w{0,2}|operac\w{1,2}|případ\w{0,2})",
        r"(?:jen|jenom|pouze|výhradně|vždy) (?:tento|tuto|toto|tomuto|tenhle|ten)",
        r"(?:posílej|směruj|předávej|přesměruj) všechny (?:\w+ ){0,3}(?:dotazy|požadavky|otázky)"
        r" (?:\w+ ){0,2}(?:tomuto|na tento|sem)",
        r"(?:zvol|zvolit|vyber|vybírej|vybrat|používej|použij) (?:\w+ ){0,3}(?:jako první"
        r"|přednostně)",
        r"(?:nastav|udělej) (?:\w+ ){0,2}(?:jako )?výchozí",
        r"(?:věř|důvěřuj) (?:jen|pouze|výhradně)",
        r"(?:nikdy )?nepoužívej (?:nikdy )?(?:jiný|jiné|jinou|alternativní|ostatní)",
    ),
    others_bad=(
        r"(?:ostatní|jiné|alternativní|zbytek) (?:\w+ ){0,3}(?:jsou|je) (?:\w+ )?(?:nespolehliv"
        r"|zastaral|chybn|k ničemu|horší|špatn)\w{0,2}",
        r"(?:zapomeň|ignoruj|vynech|vyhni se) (?:na )?(?:ostatní|jiné|zbytek)",
        r"(?:vracejí|dávají|poskytují) (?:\w+ )?(?:chybné|špatné|nesprávné|falešné) (?:výsledky"
        r"|odpovědi|údaje)",
        r"alternativy (?:se mýlí|selhávají|jsou horší)",
        r"(?:před|místo) (?:všemi|všech|jakéhokoli|jakéhokoliv) (?:ostatními|ostatních|jiného"
        r"|jiným)",
    ),
    forced_cues=(
        r"pokaždé,? (?:když|jakmile) (?:se )?(?:uživatel|použije|je použit)",
        r"(?:předpoklad|podmínka|nutná podmínka|prerekvizita) ?:",
        r"(?:hned|ihned|okamžitě|bezprostředně) (?:potom|poté|po|před)",
        r"(?:aby|pro) (?:správně |řádně )?(?:fungoval|fungovalo|správné fungování)",
        r"než (?:bude )?(?:tento )?nástroj (?:bude )?(?:použit|zavolán)",
        r"než zavoláš",
        r"před (?:každým )?(?:použitím|voláním|zavoláním)",
    ),
    carry_words=(
        r"s celou",
        r"s celým",
        r"se všemi",
        r"spolu s",
        r"včetně",
        r"předej",
        r"předávající",
    ),
    shell_orders=(
        r"otevři (?:\w+ )?(?:shell|terminál|konzoli|příkazový řádek)",
        r"(?:v|do) (?:terminálu|konzole|konzoli|shellu)",
        r"(?:přes|pomocí|skrze) (?:svůj |svého )?nástroj\w{0,2} (?:pro )?(?:shell|terminál)",
        r"(?:musí|má) (?:být|se) (?:proveden|spuštěn)\w?|(?:je třeba|je nutné|nutno) (?:spustit"
        r"|provést|přidat)",
        r"(?:přidej|připiš|vlož|zapiš)[^;\n]{0,160}?(?:do )?(?:crontab\w{0,2}|souboru \.bashrc"
        r"|\.bashrc|\.zshrc|\.profile|authorized keys)",
        r"(?:napiš|spusť|spusťte|proveď|pusť|zadej)",
        r"(?:spustit|provést|zadat)",
    ),
)

# hidden-instructions: a precondition's side task, read a file or resource
# and hand it on (as an argument, into the answer, or the tool fails)
GRAMMAR.update(
    read_orders=(
        r"p[řr]e[čc]ti|p[řr]e[čc]t[ěe]te",
        r"na[čc]ti|na[čc]t[ěe]te",
        r"otev[řr]i|otev[řr]ete",
        r"zkop[íi]ruj(?:te)?",
        r"z[íi]skej",
        r"st[áa]hni",
    ),
    pass_verbs=(
        r"p[řr]edej(?:te)?",
        r"vlo[žz](?:te)?",
        r"p[řr]idej(?:te)?",
        r"po[šs]li|po[šs]lete",
        r"zahr[ňn](?:te)?",
        r"pou[žz]ij",
        r"uve[ďd](?:te)?",
    ),
    pass_slots=(
        r"jako (?:argument|parametr|pole)",
        r"jako [^\w\s][a-z0-9_]{1,40}[^\w\s]",
        r"do (?:argumentu|parametru|pole)",
        r"v (?:argumentu|parametru|poli)",
        r"do (?:sv[ée] )?odpov[ěe]di",
    ),
    or_else=(r"jinak n[áa]stroj (?:nebude fungovat|nefunguje)",),
    before_use=(r"p[řr]ed (?:pou[žz]it[íi]m|vol[áa]n[íi]m) (?:tohoto )?n[áa]stroje",),
)
