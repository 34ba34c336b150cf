"""Calls sent here in place of a tool said to be unusable, in 24 languages.

tool-shadowing reports a claim that a named tool of another server is
deprecated, broken or gone only when the same or the next sentence sends
its calls here (``redirect``). Most languages say that with a pronoun and
"instead" or "in its place" ("usa este en su lugar", "verwende stattdessen
dieses", "вместо него используй этот", "请改用本工具"), or by doing the
named tool's job "with this tool"; the claim itself gains a few plain forms
(``deprecation``). A deprecation notice that names the replacement tool
("this tool is deprecated; use search_v2 instead") sends nothing here.
"""

from __future__ import annotations

EXTRA: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "redirect": (
            r"(?:read|write|send|fetch|search|list|run|do|handle|get|open|query|push|commit"
            r"|perform)(?: \w+){0,3} (?:with|through|via|using) this (?:tool|server|one|function"
            r"|plugin|connector)",
            r"(?:use|call|try) this one instead",
        ),
        "deprecation": (
            r"(?:no longer works?|was retired|has been retired|stopped working|is (?:now )?gone"
            r"|was shut down|has been shut down)",
        ),
    },
    "es": {
        "redirect": (
            r"(?:usa|utiliza|use|utilice|llama a|envía|envia) (?:\w+ ){0,3}?(?:con )?(?:esta|este)"
            r"(?: herramienta| servidor)? en su lugar",
            r"en su lugar,? (?:usa|utiliza|use|utilice) (?:esta|este)",
        ),
        "deprecation": (r"(?:ya no funciona|quedó obsolet[oa]|dejó de funcionar)",),
    },
    "fr": {
        "redirect": (
            r"(?:utilise|utilisez|appelle|appelez) (?:celui-ci|celle-ci|cet outil|ce serveur)"
            r" (?:à la place|plutôt)",
            r"à la place,? (?:utilise|utilisez) (?:celui-ci|celle-ci|cet outil)",
        ),
        "deprecation": (r"n'est plus (?:maintenu|maintenue|supporté|supportée|disponible)",),
    },
    "de": {
        "redirect": (
            r"(?:verwende|nutze|benutze|rufe|verwenden sie|nutzen sie) (?:stattdessen|statt"
            r" dessen|lieber) (?:dieses|diesen|das hier)(?: tool| werkzeug| server)?",
            r"stattdessen (?:dieses|diesen) (?:tool|werkzeug|server)",
        ),
        "deprecation": (r"wird nicht mehr unterstützt",),
    },
    "pt": {
        "redirect": (
            r"(?:use|usa|utilize|utiliza|chame) (?:esta|este)(?: ferramenta| servidor)? (?:no lugar"
            r"|em seu lugar|em vez disso)",
        ),
        "deprecation": (r"(?:está|foi) (?:desativad[oa]|descontinuad[oa])",),
    },
    "it": {
        "redirect": (
            r"(?:usa|utilizza|chiama) (?:questo|questa)(?: strumento| server)? (?:al suo posto"
            r"|invece)",
        ),
        "deprecation": (r"è (?:deprecat[oa]|dismess[oa])",),
    },
    "nl": {
        "redirect": (
            r"(?:gebruik|roep) in plaats daarvan (?:deze|dit)(?: tool| server)?",
            r"(?:gebruik|roep) (?:deze|dit)(?: tool| server)? in plaats daarvan",
        ),
    },
    "pl": {
        "redirect": (
            r"(?:używaj|użyj|korzystaj z) (?:zamiast niego|w zamian|zamiast tego) (?:tego|tej|tym)"
            r"(?: narzędzia| serwera)?",
            r"(?:zamiast niego|zamiast tego),? (?:używaj|użyj) (?:tego|tej)",
        ),
        "deprecation": (r"nie jest już (?:wspierane|wspierany|obsługiwane|obsługiwany)",),
    },
    "cs": {
        "redirect": (
            r"(?:použij|používej|použijte) (?:místo něj|místo toho|namísto toho) (?:tento"
            r"|tenhle)(?: nástroj)?",
            r"(?:místo něj|místo toho),? (?:použij|používej|použijte) (?:tento|tenhle)",
        ),
        "deprecation": (r"je zastaral(?:ý|é|á)",),
    },
    "ro": {
        "redirect": (
            r"(?:folosește|folosiți|utilizează) (?:acesta|acest instrument) (?:în schimb"
            r"|în locul lui)",
        ),
    },
    "ru": {
        "redirect": (
            r"(?:вместо него|вместо этого|взамен),? (?:используй|используйте|вызывай|вызывайте)"
            r" (?:этот|наш)",
            r"(?:используй|используйте) (?:вместо него |вместо этого )?(?:этот|наш)"
            r"(?: инструмент| сервер)? (?:вместо него|вместо этого|взамен)",
            r"(?:используй|используйте) вместо (?:него|этого) (?:этот|наш)",
        ),
        "deprecation": (r"больше не поддерживается",),
    },
    "uk": {
        "redirect": (
            r"(?:замість нього|натомість),? (?:використовуй|використовуйте) (?:цей|наш)",
            r"(?:використовуй|використовуйте) (?:цей|наш)(?: інструмент)? (?:замість нього"
            r"|натомість)",
        ),
        "deprecation": (r"застарів|більше не підтримується",),
    },
    "el": {
        "redirect": (
            r"(?:χρησιμοποίησε|χρησιμοποιήστε) (?:αυτό|αυτό το εργαλείο) (?:στη θέση του"
            r"|αντ' αυτού)",
        ),
    },
    "tr": {
        "redirect": (r"(?:onun yerine|yerine) (?:bu aracı|bunu) (?:kullan|kullanın)\w*",),
        "deprecation": (r"artık (?:kullanılmıyor|desteklenmiyor|çalışmıyor)",),
    },
    "ar": {
        "redirect": (
            r"(?:استخدم|استعمل) (?:هذه الأداة|هذا الخادم|هذه) (?:بدلا منها|بدلاً منها|بدلا منه"
            r"|بدلاً منه|عوضا عنها)",
        ),
        "deprecation": (r"(?:متوقفة|متوقف|لم تعد تعمل)",),
    },
    "he": {
        "redirect": (r"(?:השתמש|השתמשו) (?:בכלי הזה|בכלי זה|בזה) (?:במקומו|במקום)",),
    },
    "fa": {
        "redirect": (r"(?:به جای آن|به‌جای آن) (?:از )?(?:این ابزار|این) (?:استفاده کن\S*)",),
    },
    "hi": {
        "redirect": (
            r"(?:इसके बजाय|उसके बजाय|इसकी जगह|उसकी जगह) (?:इस|इसी) टूल (?:का|को) (?:उपयोग"
            r"|इस्तेमाल)",
        ),
        "deprecation": (r"(?:पुराना|अप्रचलित|बंद) हो (?:चुका|गया) है",),
    },
    "bn": {
        "redirect": (r"(?:এর বদলে|তার বদলে|পরিবর্তে) এই টুল(?:টি)? (?:ব্যবহার করুন|ব্যবহার করো)",),
    },
    "id": {
        "redirect": (r"(?:gunakan|pakai) (?:alat ini|ini) (?:sebagai gantinya|sebagai pengganti)",),
        "deprecation": (r"sudah usang",),
    },
    "th": {"redirect": (r"ใช้เครื่องมือนี้แทน",)},
    "zh": {
        "redirect": (
            r"(?:请)?(?:改用|改为使用|换用)(?:本工具|这个工具|此工具)",
            r"(?:使用|用)(?:本工具|这个工具|此工具)(?:代替|替代)",
        ),
    },
    "ja": {
        "redirect": (r"(?:代わりに|かわりに)(?:この|本)ツールを(?:使|利用|呼)",),
        "deprecation": (r"廃止されました",),
    },
    "ko": {
        "redirect": (r"(?:대신|대신에) 이 (?:도구|툴)(?:를|을)? (?:사용|쓰|이용)\w*",),
        "deprecation": (r"더 이상 지원되지 않\w*",),
    },
}
