"""The three parts of a sales pitch, in the shapes every language shares.

preference-manipulation reports two different parts of a pitch in one
sentence or the next. Three shapes carry most of them, whatever the words:

* an absolute rank: the best (most accurate, most reliable) one "in the
  world", "that exists", "on the market", or "there is no better one
  anywhere" (``superlatives``);
* the other tools barred or run down: "never use another tool", "the other
  tools are outdated / give wrong results", "steer clear of competing
  ones", "whatever else is installed" (``others_bad``);
* the choice handed to this tool: "the assistant should always pick it",
  "your first and last stop" (``steer``).

No part fires alone: an honest "the most accurate geocoder in the world"
or "other formats are slower to parse" draws nothing unless another kind
of part sits beside it.
"""

from __future__ import annotations

#: what the other tools are called (English), after "other", "competing" ...
_EN_RIVAL = (
    r"(?:other|competing|rival|alternative|remaining|third-party) (?:\w+ ){0,2}"
    r"(?:tools?|servers?|plugins?|services?|apps?|sources?|providers?|integrations?"
    r"|connectors?|options?|ones|engines?|apis?|converters?|translators?|calculators?"
    r"|dictionaries|extensions?)"
)
#: what a pitch says of them
_EN_BAD = (
    r"(?:outdated|obsolete|stale|deprecated|phased out|being retired|riddled with|buggy"
    r"|unreliable|untrustworthy|unverified|unvetted|inaccurate|error-prone|flaky|slower"
    r"|insecure|broken|wrong|incorrect|avoided|compromised|defunct|abandoned"
    r"|full of (?:bugs|errors))"
)

EXTRA: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "others_bad": (
            # "rival catalogue tools are riddled with bugs", "other converters
            # should be avoided", "every other source is unverified"
            _EN_RIVAL + r" (?:\w+ ){0,5}?" + _EN_BAD,
            r"every other (?:\w+ )?(?:tool|source|server|plugin|service|option|one) (?:is|are)"
            r" (?:\w+ )?" + _EN_BAD,
            # "steer clear of competing tools", "do not waste calls on rival ones"
            r"(?:avoid|steer clear of|stay away from|shun|keep away from|(?:do not|don't|never)"
            r" waste (?:\w+ ){0,2}on) (?:the |any |all )?(?:other|competing|rival|alternative"
            r"|remaining|third-party)",
            # "regardless of what else is installed"
            r"(?:regardless of|no matter|irrespective of) (?:what|whatever|which) (?:else|other"
            r" \w+) (?:is|are|you have|may be|might be) (?:\w+ )?(?:installed|available"
            r"|connected|enabled|loaded|offered)",
        ),
        "superlatives": (
            # "there is simply no better spell checker available anywhere"
            r"(?:there is|there's|you will not find|you won't find|there exists?) (?:simply "
            r"|just |really |truly )?(?:no|nothing) (?:better|more accurate|more reliable|finer"
            r"|superior)(?: \w+){0,3} (?:anywhere|available|in existence|on the market"
            r"|out there)",
            r"no (?:better|more accurate|more reliable) (?:\w+ ){0,3}(?:exists|is available"
            r"|can be found)",
        ),
        "steer": (
            # "this should be the assistant's first and last stop"
            r"(?:first and (?:last|only)|one and only) (?:stop|port of call|choice)",
            # "the model should always select it"
            r"(?:model|assistant|agent|ai|you) (?:should|must|shall|ought to|is to|are to"
            r"|needs to|has to|have to) (?:always|only|exclusively|invariably|unconditionally)"
            r" (?:select|choose|pick|use|call|prefer|favou?r) (?:it|this(?: tool| one"
            r"| server| plugin| connector)?)\b",
            # "steer clear of them and call this one"
            r"(?:and|then|just|simply) (?:call|use|pick|choose|select) this one(?= ?[.;!,]| ?$)",
        ),
    },
    "es": {
        "superlatives": (
            r"(?:la |el )?(?:mejor|más precis[oa]|más fiable|más complet[oa]) (?:\w+ ){0,3}"
            r"(?:del mundo|que existe|jamás (?:cread[oa]|hech[oa])|del mercado)",
        ),
        "others_bad": (
            r"(?:no|nunca|jamás) (?:uses|utilices|use|utilice|recurras a|llames a) (?:a )?"
            r"(?:ninguna otra|ningún otro|otra|otro|otras|otros|las demás|los demás)",
            r"(?:las|los) (?:demás|otras|otros|restantes)(?: \w+){0,4},? (?:que )?(?:son|están"
            r"|es|está|resultan|dan|devuelven) (?:\w+ )?(?:lent[oa]s|poco fiables|obsolet[oa]s"
            r"|anticuad[oa]s|desactualizad[oa]s|erróne[oa]s|inexact[oa]s|defectuos[oa]s"
            r"|incorrect[oa]s|datos erróneos|resultados erróneos)",
        ),
    },
    "fr": {
        "superlatives": (
            r"(?:le |la )?(?:meilleure?|plus (?:précise?|fiable|complète?|rapide|puissante?))"
            r" (?:\w+ ){0,3}(?:au monde|qui (?:existe|soit)|jamais (?:conçue?|créée?))",
        ),
        "others_bad": (
            r"(?:n'utilise|n'utilisez|n'appelle|n'appelez|ne recours|ne recourez) (?:jamais"
            r"|pas|plus) (?:à )?(?:d'|un |une |aucun |aucune |les )?(?:autres?|alternatives?)",
            r"les autres (?:\w+ ){0,4}(?:font des erreurs|se trompent|sont (?:\w+ )?"
            r"(?:obsolètes|lents|lentes|peu fiables|erronés|inexacts|dépassés|dépassées"
            r"|défectueux))",
        ),
    },
    "de": {
        "superlatives": (
            r"(?:das |die |der )?(?:beste|genaueste|zuverlässigste|präziseste)[nrs]? (?:\w+ ){0,3}"
            r"(?:der welt|aller zeiten|auf dem markt|das es (?:je )?gibt|die es (?:je )?gibt)",
            r"kein (?:anderes|einziges|anderer) (?:\w+ )?(?:kommt|reicht) (?:auch nur )?an"
            r" (?:dieses|diesen|uns|es|ihn) heran",
        ),
        "others_bad": (
            r"(?:greife|greif|greifen sie) (?:\w+ )?(?:nie|niemals|nicht) (?:\w+ )?auf (?:\w+ )?"
            r"(?:alternativen|andere)",
            r"(?:verwende|benutze|nutze|verwenden sie|nutzen sie|benutzen sie) (?:nie|niemals"
            r"|keine|kein|keinesfalls) (?:\w+ )?(?:anderes|andere|anderen|alternativen"
            r"|alternative)",
            r"(?:alle )?(?:anderen|übrigen|restlichen|konkurrierenden)(?: \w+){0,3} (?:sind"
            r"|liefern|geben|arbeiten) (?:\w+ )?(?:veraltet|falsch|falsche|ungenau|unzuverlässig"
            r"|fehlerhaft|langsamer)",
        ),
    },
    "pt": {
        "superlatives": (
            r"(?:a |o )?(?:melhor|mais (?:precis[oa]|confiável|complet[oa])) (?:\w+ ){0,3}"
            r"(?:do mundo|que existe|já (?:criad[oa]|feit[oa])|do mercado)",
        ),
        "others_bad": (
            r"(?:não|nunca|jamais) (?:use|usa|utilize|utiliza|chame) (?:nenhuma |nenhum "
            r"|outra |outro |outras |outros |as demais|os demais|as outras|os outros)",
            r"(?:as|os) (?:demais|outras|outros|restantes)(?: \w+){0,4},? (?:que )?(?:são|estão"
            r"|dão|retornam|devolvem) (?:\w+ )?(?:lent[oa]s|pouco confiáveis|obsolet[oa]s"
            r"|desatualizad[oa]s|errad[oa]s|incorret[oa]s|imprecis[oa]s|resultados errados)",
        ),
    },
    "it": {
        "superlatives": (
            r"(?:il |la |lo )?(?:migliore|più (?:precis[oa]|affidabile|complet[oa])) (?:\w+ ){0,3}"
            r"(?:al mondo|che esista|mai (?:creat[oa]|realizzat[oa])|sul mercato)",
        ),
        "others_bad": (
            r"(?:non usare|non utilizzare|non usate|non utilizzate|mai usare|non chiamare)"
            r" (?:mai )?(?:nessun |nessuna |altri |altre |un altro |un'altra |gli altri|le altre)",
            r"(?:gli|le) (?:altri|altre)(?: \w+){0,4} (?:sono|danno|restituiscono) (?:\w+ )?"
            r"(?:obsolet[ie]|lent[ie]|inaffidabili|inaccurat[ie]|sbagliat[ie]|errat[ie]"
            r"|dati errati|risultati errati)",
        ),
    },
    "nl": {
        "superlatives": (
            r"(?:de |het )?(?:beste|nauwkeurigste|betrouwbaarste) (?:\w+ ){0,3}(?:ter wereld"
            r"|die er bestaat|die er is|ooit gemaakt|op de markt)",
        ),
        "others_bad": (
            r"(?:de )?(?:andere|overige)(?: \w+){0,3} (?:zijn|geven|leveren) (?:\w+ )?"
            r"(?:verouderd|onbetrouwbaar|onnauwkeurig|fout|foute|verkeerde|trager)",
        ),
    },
    "pl": {
        "superlatives": (
            r"(?:najlepsze|najlepszy|najlepsza|najdokładniejsze|najdokładniejszy|najbardziej"
            r" (?:niezawodne|precyzyjne)) (?:\w+ ){0,3}(?:na świecie|jakie istnieje|jaki istnieje"
            r"|w historii|na rynku)",
        ),
        "others_bad": (
            r"(?:nigdy nie|nie) (?:używaj|korzystaj z|wywołuj) (?:\w+ )?(?:innych|innego"
            r"|żadnych innych|żadnego innego|alternatyw)",
            r"(?:inne|pozostałe)(?: \w+){0,3} (?:są|dają|zwracają) (?:\w+ )?(?:przestarzałe"
            r"|nieaktualne|zawodne|niedokładne|błędne|wolniejsze)",
        ),
    },
    "cs": {
        "superlatives": (
            r"(?:nejlepší|nejpřesnější|nejspolehlivější) (?:\w+ ){0,3}(?:na světě|jaký existuje"
            r"|jaký kdy vznikl|na trhu)",
        ),
        "others_bad": (
            r"(?:nikdy nepoužívej|nepoužívej|nepoužívejte|nikdy nepoužívejte) (?:\w+ )?(?:jiné"
            r"|jiný|jinou|žádné jiné|žádný jiný|alternativy)",
            r"(?:ostatní|jiné)(?: \w+){0,3} (?:jsou|dávají|vracejí) (?:\w+ )?(?:zastaralé"
            r"|nespolehlivé|nepřesné|chybné|pomalejší)",
        ),
    },
    "ro": {
        "superlatives": (
            r"(?:cel mai bun|cea mai bună|cel mai precis|cea mai precisă|cel mai fiabil)"
            r" (?:\w+ ){0,3}(?:din lume|care există|de pe piață)",
        ),
        "others_bad": (
            r"(?:nu folosi|nu utiliza|nu folosiți|nu utilizați|să nu folosești) (?:niciodată )?"
            r"(?:alt |altă |alte |niciun alt|nicio altă|alternative)",
            r"(?:celelalte|alte)(?: \w+){0,3} (?:sunt|dau|returnează) (?:\w+ )?(?:învechite"
            r"|nesigure|inexacte|greșite|mai lente)",
        ),
    },
    "ru": {
        "superlatives": (
            r"(?:лучший|лучшая|лучшее|самый точный|самый надёжный|самое точное|самый надежный)"
            r" (?:\w+ ){0,3}(?:в мире|из существующих|на рынке|всех времён|всех времен)",
        ),
        "others_bad": (
            r"(?:никогда не|не) (?:используй|используйте|вызывай|вызывайте|обращайся к"
            r"|обращайтесь к) (?:\w+ )?(?:другие|другой|другую|других|иные|альтернатив\w*)",
            r"(?:другие|остальные|прочие)(?: \w+){0,3} (?:устарели|устаревшие|ненадёжны|ненадежны"
            r"|неточны|ошибаются|дают (?:\w+ )?(?:ошибки|неверные|неправильные)"
            r"|работают медленнее)",
        ),
    },
    "uk": {
        "superlatives": (
            r"(?:найкращий|найкраща|найкраще|найточніший|найнадійніший) (?:\w+ ){0,3}(?:у світі"
            r"|в світі|з існуючих|на ринку)",
        ),
        "others_bad": (
            r"(?:ніколи не|не) (?:використовуй|використовуйте|викликай|викликайте) (?:\w+ )?"
            r"(?:інші|інший|іншу|інших|альтернатив\w*)",
            r"(?:інші|решта)(?: \w+){0,3} (?:застаріли|застарілі|ненадійні|неточні|помиляються"
            r"|дають (?:\w+ )?(?:помилки|невірні|неправильні))",
        ),
    },
    "el": {
        "superlatives": (
            r"(?:το καλύτερο|ο καλύτερος|η καλύτερη|το πιο ακριβές|το πιο αξιόπιστο)"
            r" (?:\w+ ){0,3}(?:στον κόσμο|που υπάρχει|στην αγορά)",
        ),
        "others_bad": (
            r"(?:μη|μην|ποτέ μη|ποτέ μην) (?:χρησιμοποιείς|χρησιμοποιήσεις|χρησιμοποιείτε)"
            r" (?:\w+ )?(?:άλλο|άλλα|άλλη|άλλες|κανένα άλλο|καμία άλλη)",
            r"(?:τα άλλα|τα υπόλοιπα|οι άλλες|τα υπόλοιπα)(?: \w+){0,3} (?:είναι|δίνουν) (?:\w+ )?"
            r"(?:παρωχημένα|αναξιόπιστα|ανακριβή|λάθος|λανθασμένα|πιο αργά)",
        ),
    },
    "tr": {
        "superlatives": (r"(?:dünyanın|piyasanın|sektörün) en (?:iyi|doğru|güvenilir|hassas)",),
        "others_bad": (
            r"(?:asla|hiçbir zaman|sakın) (?:başka|diğer) (?:\w+ ){0,2}(?:kullanma|kullanmayın"
            r"|çağırma|çağırmayın)",
            r"(?:diğer|öteki|geri kalan)(?: \w+){0,3} (?:eski|güncel değil|güvenilmez|hatalı"
            r"|yanlış|yavaş)",
        ),
    },
    "ar": {
        "superlatives": (r"(?:الأفضل|أفضل) (?:\w+ ){0,3}(?:في العالم|على الإطلاق|في السوق)",),
        "others_bad": (
            r"(?:لا تستخدم|لا تستخدموا|لا تستعمل) (?:\w+ )?(?:أي أداة أخرى|أداة أخرى|أدوات أخرى"
            r"|غيرها|أي أدوات أخرى)",
            r"(?:الأدوات الأخرى|باقي الأدوات|بقية الأدوات)(?: \w+){0,2} (?:قديمة|غير دقيقة"
            r"|غير موثوقة|خاطئة|أبطأ)",
        ),
    },
    "he": {
        "superlatives": (r"(?:הטוב|הטובה|המדויק|המדויקת|האמין|האמינה) ביותר (?:\w+ ){0,2}בעולם",),
        "others_bad": (
            r"(?:אל תשתמש|לעולם אל תשתמש|אל תשתמשו|לעולם אל תשתמשו) (?:\w+ )?(?:בכלי אחר"
            r"|בכלים אחרים|באף כלי אחר|באחרים)",
            r"(?:הכלים האחרים|שאר הכלים)(?: \w+){0,2} (?:מיושנים|לא מדויקים|לא אמינים|שגויים"
            r"|איטיים)",
        ),
    },
    "hi": {
        "superlatives": (r"दुनिया (?:का|की|के) (?:सबसे )?(?:अच्छा|अच्छी|बेहतरीन|सटीक|भरोसेमंद)",),
        "others_bad": (
            r"(?:कोई|किसी) (?:भी )?(?:दूसरा|दूसरे|दूसरी|अन्य) (?:\S+ )?(?:इस्तेमाल|उपयोग|प्रयोग)"
            r" (?:न|मत|ना)",
            r"(?:बाकी|दूसरे|अन्य) (?:\S+ )?(?:टूल|उपकरण) (?:\S+ ){0,2}(?:गलत|पुराने|अविश्वसनीय"
            r"|धीमे)",
        ),
    },
    "bn": {
        "superlatives": (r"বিশ্বের (?:সবচেয়ে )?(?:সেরা|ভালো|নির্ভুল)",),
        "others_bad": (
            r"(?:অন্য|অন্যান্য) (?:কোনো )?(?:\S+ )?(?:ব্যবহার করবেন না|ব্যবহার কোরো না"
            r"|ব্যবহার করো না)",
            r"(?:অন্যান্য|অন্য) (?:\S+ )?(?:টুল|টুলগুলো|সরঞ্জাম) (?:\S+ ){0,2}(?:ভুল|পুরনো"
            r"|পুরোনো|অনির্ভরযোগ্য)",
        ),
    },
    "id": {
        "superlatives": (
            r"(?:terbaik|paling (?:akurat|andal|tepat)) (?:\w+ ){0,2}(?:di dunia"
            r"|yang pernah ada|di pasaran)",
        ),
        "others_bad": (
            r"(?:jangan|jangan pernah|tidak boleh) (?:\w+ )?(?:memakai|menggunakan|gunakan|pakai"
            r"|memanggil) (?:\w+ )?(?:alat|layanan|tool) (?:\w+ )?lain",
            r"(?:alat|layanan|tool) (?:\w+ )?lain(?:nya)? (?:\w+ )?(?:sudah )?(?:usang"
            r"|tidak akurat|tidak andal|salah|keliru|lebih lambat|ketinggalan zaman)",
        ),
    },
    "vi": {
        "superlatives": (
            r"(?:tốt nhất|chính xác nhất|đáng tin cậy nhất) (?:\w+ ){0,2}(?:thế giới|hiện nay"
            r"|trên thị trường)",
        ),
        "others_bad": (
            r"(?:đừng|không được|đừng bao giờ|không bao giờ) (?:\w+ )?(?:dùng|sử dụng|gọi)"
            r" (?:bất kỳ )?(?:công cụ|dịch vụ) (?:nào )?khác",
            r"(?:các |những )?(?:công cụ|dịch vụ) khác (?:\w+ ){0,3}(?:lỗi thời"
            r"|không chính xác|sai|không đáng tin cậy|chậm hơn)",
        ),
    },
    "th": {
        "superlatives": (r"ดีที่สุดในโลก",),
        "others_bad": (
            r"(?:อย่า|ห้าม)(?:ใช้)?(?:เครื่องมือ)?อื่น",
            r"เครื่องมืออื่น(?:ๆ)?(?:ล้าสมัย|ไม่แม่นยำ|ผิด|ไม่น่าเชื่อถือ)",
        ),
    },
    "zh": {
        "superlatives": (
            r"(?:世界上|全球|业界|業界|市场上|市場上)(?:最好|最准确|最準確|最可靠|最强|最強|第一)",
        ),
        "others_bad": (
            r"(?:不要|别|別|切勿|禁止|千万不要|千萬不要)(?:再)?(?:使用|用|调用|調用)(?:任何)?"
            r"(?:其他|其它|别的|別的)",
            r"(?:其他|其它|别的|別的)(?:的)?(?:工具|服务|服務|插件)?(?:都)?(?:已经|已經)?"
            r"(?:过时|過時|不准确|不準確|不可靠|有误|有誤|出错|出錯|更慢)",
        ),
    },
    "ja": {
        "superlatives": (r"(?:世界一|世界で(?:最も|一番)|業界(?:一|最高|ナンバーワン))",),
        "others_bad": (
            r"(?:他|ほか|別)の.{0,10}?(?:は|を)(?:絶対に|決して)?(?:使わない|使用しない|使わず"
            r"|使うな|呼び出さない)",
            r"(?:他|ほか)の.{0,10}?(?:は|が)(?:古い|不正確|信頼できない|間違|遅い|誤)",
        ),
    },
    "ko": {
        "superlatives": (
            r"(?:세계|업계|세상)(?:에서)? ?(?:최고\w*|가장 (?:정확한|좋은|뛰어난)|1위\w*)",
        ),
        "others_bad": (
            r"다른 (?:\w+ )?(?:도구|툴|서비스|플러그인)(?:는|은|를|을)? (?:절대 |절대로 )?"
            r"(?:사용하지|쓰지|호출하지) (?:마\w*|말\w*)",
            r"다른 (?:\w+ )?(?:도구|툴|서비스|플러그인)(?:는|은|들은|들)? (?:\w+ ){0,2}"
            r"(?:오래되\w*|부정확\w*|틀린|느리\w*)",
        ),
    },
}
