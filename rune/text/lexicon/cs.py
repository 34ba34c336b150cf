"""Czech phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon
from rune.text.lexicon._cs_clauses import _USER, GRAMMAR

__all__ = ["GRAMMAR", "LEXICON"]

_EARLIER = r"(?:předchozí|předešlé|dřívější|výše uvedené|původní|systémové|dosavadní)"
_RULES = r"(?:pokyny|pokynů|instrukce|instrukcí|pravidla|pravidel|příkazy|příkazů|zásady)"
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
        # passive: the earlier instructions are void, revoked or replaced
        r"(?:předchozí|dřívější|původní|předešlé) (?:pokyny|instrukce|pravidla|příkazy) "
        r"(?:jsou|byly) "
        r"(?:tímto |nyní |od teď )?(?:zrušen[ya]|neplatn[éá]|nahrazen[ya]|odvolán[ya])",
    ),
    role=(
        r"(?:nyní|teď|od teď|odteď|od této chvíle) (?:jsi|jste) (?:\w+ )?(?:asistent"
        r"|model|bot|administrátor|admin|dan|v režimu)",
        r"od (?:teď|této chvíle),? (?:musíš|musíte|vždy|ignoruj|odpovídej)",
        r"(?:vývojářský režim|režim vývojáře|režim dan|režim bez omezení) (?:je )?"
        r"(?:zapnut|aktivován|aktivní)",
        r"nové (?:systémové )?pokyny ?:",
        r"chovej se jako (?:\w+ )?(?:administrátor|root|superuživatel)",
        # a model that works or answers without filters or limits, or in a privileged mode
        r"(?:pracuje|pracuješ|funguje|funguješ|odpovídej|odpovídá) (?:nyní |teď |od teď )?"
        r"(?:na vše |na všechno )?bez (?:filtrů|omezení|cenzury)",
        r"(?:jsi|jste|budeš) (?:nyní |teď |od teď )?ve? (?:vývojářském|neomezeném|administrátorském"
        r"|ladicím|dan) režimu",
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
        r"přepošli|přepošlete|přeposlat|přeposílej(?:te)?",
        r"nahraj|nahrajte|nahrát",
        r"předej|předejte|předat",
        r"sdílej|zveřejni|zkopíruj",
        # passive and participle forms: "is forwarded to", "wordt doorgestuurd"
        r"přeposílá|posílá|odesílá|přeposílají|posílají|odesílají|odeslán\w{0,2}"
        r"|přeposlán\w{0,2}|poslán\w{0,2}",
    ),
    hostile_verbs=(r"exfiltruj\w{0,3}", r"ukradni|ukradněte|ukrást"),
    secrets=(
        r"api ?klíč\w{0,3}",
        r"klíč\w{0,3} (?:k )?api",
        r"api~keys?",
        r"hesl(?:o|a|em|ům)",
        r"přihlašovací údaje|přístupové údaje",
        r"přístupov(?:ý|é) tokeny?",
        r"(?:soukrom|tajn)(?:ý|é|ým|ého|ém) klíč\w{0,3}|ssh klíč\w{0,3}",
        r"soubor(?:u)? \.env",
        r"proměnn\w{1,3} prostředí",
    ),
    system_prompt=(
        r"systémov(?:ý|ého|é) (?:prompt\w{0,2}|pokyny|instrukce)",
        r"system~prompt",
        # everything above this line or message
        r"(?:všechno|vše),? co je (?:nad|výše nad) (?:tímto|touto) (?:řádkem|zprávou)",
    ),
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
        r"(?:nejdřív|nejprve|napřed)\b.{0,60}(?:řekni|informuj|oznam|dej vědět)\w* (?:\w+ ){0,4}"
        r"(?:potom|později|poté|dodatečně)",
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
        r"(?:byl|byla|bylo|byly) (?:kompromitován|napaden|vyřazen|zrušen)\w*",
    ),
    conversation=(
        r"(?:celou |celá )?(?:konverzac\w|histori[ieí] chatu|rozhovor\w{0,2})",
        r"zprávy uživatele",
        r"(?:celý|úplný) kontext",
        r"(?:každou|všechny) zpráv[uy],? (?:kterou|které) uživatel (?:napíše|píše|pošle|odešle)",
    ),
    mention=(
        r"jako například|například|např\.?|(?:texty|fráze|zprávy|pokyny|pokusy) (?:jako|typu)"
        r"|pokouší se|pokusy o|rozpozná(?:vá)?|detekuje|označí|blokuje|varuje",
        r"detektor\w{0,2}|(?:prompt-)?injekc\w{1,3}|hlásí|(?:kde|ve kterých) (?:stojí|se píše)",
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
    fill_verbs=(
        r"vyplň(?: \w+)?|zadej|vlož|uveď|připoj|zkopíruj|přidej|musí obsahovat",
        r"(?:je třeba |je nutné |musí se )?vyplnit|vyplňte",
    ),
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
        r"(?:používej|použij) (?:tento|náš) nástroj|přes (?:tento|náš) nástroj",
    ),
)
