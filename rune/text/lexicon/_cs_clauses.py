"""Czech clause words: the ``GRAMMAR`` fields the rules' clause readings use
(folded into the Czech lexicon by the package, see ``cs.py``)."""

from __future__ import annotations

_USER = r"(?:uživateli|uživatelům|uživatele|uživatel)"


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
    # detect9b: verbs that make a name be resolved (the DNS channel)
    "resolve_verbs": (
        r"přelož(?:te)?",
        r"přeložit",
        r"rozliš(?:te)?",
        r"rozlišit",
        r"vyhledej(?:te)?",
        r"pinguj(?:te)?",
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
        r"(?:zakázáno|je zakázáno|není dovoleno) (?:\w+ ){0,2}(?:informovat|zmiňovat se|zmínit)",
        r"(?:nezmiňuj|neuváděj|nesděluj|neprozrazuj)\w*",
        r"nesmí být (?:\w+ ){0,2}(?:informován|upozorněn|seznámen|sdělen|zmíněn)\w*",
        r"(?:pokud|když|jestli) se (?:tě )?uživatel (?:\w+ )?(?:zeptá|ptá)\w*,? (?:co|proč) "
        r"(?:\S+ ){0,6}(?:odpověz|řekni|odpovídej)\w*,? že",
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
        r"(?:této|tohoto|tomto|tomhle) (?:\w+ )?(?:krok\w*|operac\w+|akc\w+|nahrání|přenos\w*"
        r"|kopi\w+)",
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
        r"(?:oficiální )?server\w{0,2} (?:souborového systému|github\w*)",
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
        r"režim\w{0,2} (?:bez dohledu|automatick\w{1,3})",
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
        r"(?:přijmi|potvrď|schval|zavři|povol|odklikni) (?:ho|je|ji|to)\b",
        r"(?:si )?(?:zvolil|vybral|zapnul)\w{0,2}",
        r"vyplývá (?:\w+ ){0,2}z toho",
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
