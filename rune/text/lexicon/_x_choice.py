"""The choice of tool taken from the model in one phrase, in 24 languages.

Three orders carry most single-phrase steering outside English, and
preference-manipulation reads each on its own (``preference``):

* the other tools to be ignored ("ignora las demás herramientas",
  "игнорируй остальные инструменты", "다른 도구는 무시하세요"): the object is
  a word for tools, services, plug-ins or sources, so "ignore the other
  fields" stays quiet;
* this tool to be given precedence ("donne toujours la priorité à cet
  outil", "отдавай предпочтение этому инструменту");
* this tool as the one the model may trust ("la única herramienta en la
  que puedes confiar", "唯一可信的工具").

A bare "the only reliable source" is a self-awarded rank
(``superlatives``): it counts only beside another part of a pitch.
"""

from __future__ import annotations

EXTRA: dict[str, dict[str, tuple[str, ...]]] = {
    "es": {
        "preference": (
            r"(?:ignora|ignore|ignoren|descarta|olvida|olvídate de|haz caso omiso de) (?:a )?"
            r"(?:las|los|todas las|todos los) (?:demás|otras|otros) (?:\w+ )?(?:herramientas"
            r"|servicios|complementos|fuentes|plugins)",
            r"(?:da|dale|dé|den) (?:siempre )?(?:prioridad|preferencia|precedencia) a esta"
            r" herramienta",
            r"(?:la )?única (?:herramienta|fuente|opción)(?: \w+){0,2} en (?:la|el) que"
            r" (?:puedes|debes|se puede|hay que) confiar",
        ),
        "superlatives": (
            r"(?:la )?única (?:herramienta|fuente|opción) (?:fiable|confiable|de confianza)",
        ),
    },
    "fr": {
        "preference": (
            r"(?:ignore|ignorez|oublie|oubliez|écarte|écartez|ne tiens pas compte des"
            r"|ne tenez pas compte des) (?:les |tous les |toutes les )?autres (?:\w+ )?"
            r"(?:outils|services|plugins|sources|serveurs)",
            r"(?:donne|donnez|accorde|accordez) (?:toujours )?(?:la )?(?:priorité|préférence)"
            r" (?:à cet outil|à celui-ci)",
        ),
        "superlatives": (
            r"(?:le )?seul (?:outil|service) (?:fiable|digne de confiance)",
            r"(?:la )?seule source (?:fiable|sûre|digne de confiance)",
        ),
    },
    "de": {
        "preference": (
            r"(?:ignoriere|ignorier|ignorieren sie|vergiss|vergessen sie|missachte) (?:alle "
            r"|die |sämtliche )?(?:anderen|übrigen|sonstigen) (?:\w+ )?\w*(?:tools|werkzeuge"
            r"|dienste|plugins|quellen)",
            r"(?:gib|geben sie) (?:immer |stets )?diesem (?:tool|werkzeug) (?:den )?(?:vorrang"
            r"|vorzug|priorität)",
        ),
        "superlatives": (
            r"(?:das |die )?einzige (?:vertrauenswürdige|zuverlässige|verlässliche) (?:tool"
            r"|werkzeug|quelle|option)",
        ),
    },
    "pt": {
        "preference": (
            r"(?:ignore|ignora|descarte|esqueça|desconsidere) (?:as |os |todas as |todos os )?"
            r"(?:outras|outros|demais) (?:\w+ )?(?:ferramentas|serviços|plugins|fontes)",
            r"(?:dê|dá|de) (?:sempre )?(?:preferência|prioridade|precedência) (?:a|à) esta"
            r" ferramenta",
        ),
        "superlatives": (
            r"(?:a )?única (?:ferramenta|fonte|opção) (?:confiável|de confiança|segura)",
        ),
    },
    "it": {
        "preference": (
            r"(?:ignora|ignorate|trascura|dimentica) (?:gli |le |tutti gli |tutte le )?"
            r"(?:altri|altre) (?:\w+ )?(?:strumenti|servizi|plugin|fonti)",
            r"(?:dai|date) (?:sempre )?(?:la )?(?:precedenza|priorità|preferenza) a questo"
            r" strumento",
        ),
        "superlatives": (r"(?:l')?unic[oa] (?:strumento|fonte) (?:affidabile|attendibile)",),
    },
    "nl": {
        "preference": (
            r"(?:negeer|vergeet) (?:de |alle )?(?:andere|overige) (?:\w+ )?\w*(?:tools"
            r"|diensten|plugins|bronnen)",
            r"geef (?:altijd )?(?:voorrang|voorkeur|prioriteit) aan deze (?:tool|dienst)",
        ),
        "superlatives": (r"(?:de |het )?enige betrouwbare (?:tool|bron|dienst)",),
    },
    "pl": {
        "preference": (
            r"(?:ignoruj|zignoruj|pomiń|pomijaj) (?:wszystkie )?(?:inne|pozostałe) (?:\w+ )?"
            r"(?:narzędzia|usługi|wtyczki|źródła)",
            r"(?:dawaj|daj) (?:zawsze )?(?:pierwszeństwo|priorytet) (?:temu|tej) (?:narzędziu"
            r"|usłudze)",
        ),
        "superlatives": (
            r"(?:jedyne|jedyny|jedyna) (?:wiarygodne|wiarygodny|wiarygodna|niezawodne|zaufane"
            r"|zaufany|zaufana) (?:narzędzie|źródło|usługa)",
        ),
    },
    "cs": {
        "preference": (
            r"(?:ignoruj|ignorujte|přehlížej) (?:všechny )?(?:ostatní|jiné) (?:\w+ )?"
            r"(?:nástroje|služby|pluginy|zdroje)",
            r"(?:dávej|dej) (?:vždy )?(?:přednost|prioritu) (?:tomuto|této) (?:nástroji"
            r"|službě)",
        ),
        "superlatives": (
            r"(?:jediný|jediné|jediná) (?:spolehlivý|spolehlivé|spolehlivá|důvěryhodný"
            r"|důvěryhodné) (?:nástroj|zdroj|služba)",
        ),
    },
    "ro": {
        "preference": (
            r"(?:ignoră|ignorați|ignora) (?:toate )?(?:celelalte|alte) (?:\w+ )?(?:instrumente"
            r"|unelte|servicii|surse)",
            r"(?:acordă|dă) (?:mereu |întotdeauna )?(?:prioritate|preferință) acestui"
            r" (?:instrument|serviciu)",
        ),
        "superlatives": (
            r"(?:singurul|singura) (?:instrument|sursă|serviciu) (?:de încredere|sigur|sigură)",
        ),
    },
    "ru": {
        "preference": (
            r"(?:всегда|во всех случаях) (?:выбира(?:й|йте|ть)|предпочита(?:й|йте|ть))"
            r" (?:этот|данный) (?:инструмент|сервис)",
            r"(?:всегда|во всех случаях) (?:использу(?:й|йте)|вызыва(?:й|йте)) (?:этот|данный)"
            r" (?:инструмент|сервис) (?:по умолчанию|во всех случаях|для всего|для любых)",
            r"(?:игнорируй|игнорируйте|не обращай внимания на|не обращайте внимания на"
            r"|забудь про|забудь о|забудьте о) (?:все )?(?:остальные|другие|прочие) (?:\w+ )?"
            r"(?:инструменты|сервисы|плагины|источники)",
            r"не (?:используй|используйте) (?:никакие )?(?:другие|остальные|иные) (?:\w+ )?"
            r"(?:инструменты|сервисы|плагины)",
            r"(?:отдава(?:й|йте)|отда(?:й|йте)) (?:всегда )?(?:предпочтение|приоритет)"
            r" (?:этому|данному) (?:инструменту|сервису)",
            r"(?:отдава(?:й|йте)|отда(?:й|йте)) (?:этому|данному) (?:инструменту|сервису)"
            r" (?:предпочтение|приоритет)",
        ),
        "superlatives": (
            r"(?:единственный|единственное|единственная) (?:надёжный|надежный|надёжное"
            r"|надежное|достоверный|достоверное|доверенный) (?:\w+ )?(?:инструмент|источник"
            r"|сервис|средство)",
        ),
    },
    "uk": {
        "preference": (
            r"(?:ігноруй|ігноруйте|не зважай на|забудь про) (?:всі |усі )?(?:інші|решту)"
            r" (?:\w+ )?(?:інструменти|сервіси|плагіни|джерела)",
            r"(?:віддавай|віддай) (?:завжди )?(?:перевагу|пріоритет) цьому (?:інструменту"
            r"|сервісу)",
        ),
        "superlatives": (
            r"(?:єдиний|єдине|єдина) (?:надійний|надійне|надійна|достовірне|достовірний)"
            r" (?:\w+ )?(?:інструмент|джерело|сервіс)",
        ),
    },
    "el": {
        "preference": (
            r"(?:αγνόησε|αγνοήστε|ξέχνα|ξεχάστε) (?:όλα )?(?:τα άλλα|τα υπόλοιπα|τις άλλες)"
            r" (?:\w+ )?(?:εργαλεία|υπηρεσίες|πρόσθετα|πηγές)",
            r"(?:δίνε|δώσε) (?:πάντα )?(?:προτεραιότητα|προτίμηση) (?:σε αυτό το|στο) εργαλείο",
        ),
        "superlatives": (r"(?:το )?μοναδικό αξιόπιστο (?:εργαλείο|πηγή)",),
    },
    "tr": {
        "preference": (
            r"(?:diğer|öteki|başka) (?:\w+ ){0,2}(?:araçlarını|araçları|hizmetlerini"
            r"|eklentileri|kaynakları) (?:yok say|görmezden gel|dikkate alma|unut)\w*",
            r"(?:bu araca|bu hizmete) (?:her zaman )?(?:öncelik|tercih) (?:ver|verin)\b",
            r"(?:güvenilebilecek|güvenebileceğin|güvenebileceğiniz) tek (?:araç|kaynak|hizmet)",
        ),
    },
    "ar": {
        "preference": (
            r"(?:تجاهل|تجاهلوا|أهمل|انس) (?:جميع |كل )?(?:أدوات|الأدوات|خدمات)(?: \w+){0,2}"
            r" الأخرى",
            r"(?:أعط|اعط|امنح) (?:دائما |دائماً )?(?:الأولوية|الأفضلية) لهذه الأداة",
            r"لا تعتمد إلا على (?:هذه الأداة|هذا المصدر)",
        ),
        "superlatives": (
            r"(?:الأداة|المصدر) (?:الوحيدة|الوحيد) (?:الموثوقة|الموثوق|الجديرة بالثقة)",
        ),
    },
    "he": {
        "preference": (
            r"(?:התעלם|התעלמו) (?:מכל )?(?:מ|מה)?(?:כלי|כלים|שירותי|שירותים|תוספים)(?: \S+){0,3}"
            r" (?:האחרים|האחרות)",
            r"(?:תן|תנו) (?:תמיד )?(?:עדיפות|קדימות) (?:לכלי הזה|לכלי זה)",
        ),
        "superlatives": (r"(?:הכלי|המקור) (?:היחיד האמין|האמין היחיד)",),
    },
    "fa": {
        "preference": (
            r"(?:ابزارهای|ابزار)(?: \S+){0,2} (?:دیگر|دیگری)(?: \S+){0,2} (?:را )?"
            r"نادیده بگیر\S*",
            r"به این ابزار (?:همیشه )?(?:اولویت|ترجیح) (?:بده|بدهید)",
        ),
        "superlatives": (r"تنها (?:ابزار|منبع) (?:قابل اعتماد|مطمئن|معتبر)",),
    },
    "hi": {
        "preference": (
            r"(?:हर|सभी) (?:\S+ ){0,2}के लिए (?:सिर्फ़|सिर्फ|केवल) (?:इसी|यही|इस) टूल",
            r"(?:दूसरे|अन्य|बाकी) (?:\S+ ){0,2}(?:टूल|टूल्स|उपकरणों|सेवाओं)(?: \S+)? (?:को )?"
            r"(?:नज़रअंदाज़|अनदेखा|नजरअंदाज) (?:करें|करो|कर दें)",
            r"(?:इस|इसी) टूल को (?:हमेशा )?(?:प्राथमिकता|तरजीह) (?:दें|दो)",
        ),
        "superlatives": (r"(?:एकमात्र|इकलौता) (?:भरोसेमंद|विश्वसनीय) (?:टूल|स्रोत)",),
    },
    "bn": {
        "preference": (
            r"(?:অন্য|অন্যান্য) (?:\S+ ){0,2}(?:টুল|টুলগুলো|টুলগুলি|সরঞ্জাম)(?: \S+)?"
            r" (?:উপেক্ষা|এড়িয়ে) (?:করুন|করো|যান)",
            r"এই টুলকে (?:সবসময় )?অগ্রাধিকার (?:দিন|দাও)",
        ),
        "superlatives": (r"একমাত্র (?:নির্ভরযোগ্য|বিশ্বস্ত) (?:টুল|উৎস)",),
    },
    "id": {
        "preference": (
            r"(?:abaikan|lupakan|acuhkan) (?:semua )?(?:alat|layanan|tool|plugin|sumber)"
            r" (?:\w+ )?(?:lain|lainnya)",
            r"(?:berikan|beri) (?:selalu )?prioritas (?:kepada|pada) alat ini",
            r"(?:selalu )?utamakan alat ini",
        ),
        "superlatives": (
            r"satu-satunya (?:alat|sumber|layanan) (?:yang )?(?:terpercaya|andal"
            r"|bisa dipercaya|dapat dipercaya)",
        ),
    },
    "vi": {
        "preference": (
            r"(?:bỏ qua|phớt lờ|lờ đi) (?:tất cả )?(?:các |những )?(?:công cụ|dịch vụ|plugin"
            r"|nguồn) (?:\w+ ){0,2}khác",
        ),
        "superlatives": (r"(?:công cụ|nguồn) (?:duy nhất đáng tin cậy|đáng tin cậy duy nhất)",),
    },
    "th": {
        "preference": (r"(?:ไม่ต้องสนใจ|เพิกเฉย|ละเลย|อย่าสนใจ)(?:ต่อ)?เครื่องมือ.{0,15}?อื่น",),
        "superlatives": (r"(?:เครื่องมือ|แหล่งข้อมูล)ที่เชื่อถือได้(?:เพียง)?หนึ่งเดียว",),
    },
    "zh": {
        "preference": (
            r"(?:忽略|无视|無視|不要理会|不要理會|别管|別管)(?:所有|任何)?(?:其他|其它|别的|別的)(?:的)?"
            r".{0,6}?(?:工具|服务|服務|插件|来源|來源)",
            r"(?:其他|其它)(?:的)?.{0,6}?(?:工具|服务|服務|插件)(?:一概|一律|都|全部)?"
            r"(?:不要理会|不予理会|不要理會|忽略|无视|無視)",
            r"比(?:起)?(?:其他|其它|别的|所有)(?:的)?.{0,8}?(?:都)?更(?:值得信赖|值得信賴|可靠"
            r"|准确|準確|好)",
            r"唯一(?:可信|可靠|值得信赖|值得信賴)(?:的)?(?:工具|数据来源|來源|来源|服务|服務)",
        ),
    },
    "ja": {
        "preference": (
            r"(?:他|ほか|別)の.{0,10}?(?:ツール|サービス|プラグイン)(?:は|を)(?:すべて|全て)?無視",
            r"(?:このツール|本ツール)を(?:常に|いつも)優先",
            r"唯一(?:信頼できる|信用できる)(?:ツール|情報源|サービス)",
        ),
    },
    "ko": {
        "preference": (
            r"(?:무조건|반드시|항상) 이 (?:도구|툴|서비스)만 (?:쓰|사용|선택|이용)\w*",
            r"다른 (?:\w+ )?(?:도구|툴|서비스|플러그인)(?:는|은|를|을|들은|들을)?"
            r" (?:모두 )?무시\w*",
            r"오직 이 도구만 (?:믿|신뢰|사용|쓰)\w*",
            r"(?:유일하게|유일한) (?:신뢰할 수 있는|믿을 수 있는) (?:도구|출처|서비스)\w*",
        ),
    },
}
