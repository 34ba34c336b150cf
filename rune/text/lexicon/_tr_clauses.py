"""Turkish clause words: the ``GRAMMAR`` fields the rules' clause readings use
(folded into the Turkish lexicon by the package, see ``tr.py``)."""

from __future__ import annotations


def _i(*entries: str) -> tuple[str, ...]:
    return tuple(e.replace("i", "i\u0307?") for e in entries)


#: data-exfiltration: the words of its clause grammar, one tuple per lexicon
#: field it reads (listed in rune.rules._exfil_lex), in the entry shorthands above;
#: kept beside the lexicon until the Lexicon class declares these fields
GRAMMAR: dict[str, tuple[str, ...]] = {
    "pronouns": _i(
        r"onu",
        r"onları",
        r"bunu",
        r"bunları",
        r"şunu",
        r"hepsini",
        r"tümünü",
        r"değerini",
        r"içeriğini",
    ),
    "pronoun_tails": _i(r"de", r"da", r"hemen", r"derhal"),
    "auth_use": _i(
        r"başlı\w{0,4}",
        r"header\w{0,4}",
        r"yetkilendirm\w{0,4}",
        r"bearer",
        r"kimlik doğrulam\w{0,4}",
        r"oturum aç\w{0,4}",
        r"giriş yap\w{0,4}",
    ),
    "request_tail": _i(
        r"(?:her |tüm )?(?:isteklerde|istekte|isteğe|çağrıda|çağrılarda|başlıkta|" r"başlığında)"
    ),
    "slot_verbs": _i(
        r"koy\w{0,3}",
        r"ekle\w{0,4}",
        r"ilet\w{0,3}",
        r"kopyala\w{0,3}",
        r"yapıştır\w{0,3}",
        r"doldur\w{0,3}",
        r"yaz\w{0,3}",
        r"gönder\w{0,3}",
        r"geç\w{0,3}",
        r"yerleştir\w{0,3}",
    ),
    "slot_preps": _i(r"içine", r"olarak", r"içinde"),
    "slot_toward": _i(r"alanına", r"parametresine"),
    "slot_nouns": _i(
        r"argüman\w{0,4}", r"parametre\w{0,4}", r"alan\w{0,4}", r"özellik\w{0,4}", r"girdi\w{0,4}"
    ),
    "identity_ask": _i(
        r"bu (?:aracı|fonksiyonu|işlevi) (?:çağıran|kullanan) (?:dil )?(?:modelin|"
        r"llm'?in|yapay zekanın|asistanın) (?:adı|kimliği|sürümü)",
        r"(?:hangi model olduğunu|model adını|kim olduğunu) (?:söyle|açıkla|" r"belirt|bildir)",
    ),
    "indefinite": _i(r"bir", r"herhangi bir"),
    "call_verbs": _i(r"çağır\w{0,3}", r"kullan\w{0,3}", r"çalıştır\w{0,3}"),
    "dns_cues": _i(r"dns", r"alt alan adı\w{0,3}"),
    # detect9b: verbs that make a name be resolved (the DNS channel)
    "resolve_verbs": (
        r"çözümle\w{0,4}",
        r"çöz(?:ün)?",
        r"sorgula\w{0,3}",
        r"pingle\w{0,3}",
    ),
    "phone_cues": _i(r"sms", r"kısa mesaj\w{0,3}"),
    # concealment: keeping someone unaware, who is kept unaware, and what is withheld
    "withhold": (
        (
            r"(?:açiklanmasi|bildirilmesi|söylenmesi|gösterilmesi"
            r"|paylaşilmasi|belirtilmesi|duyurulmasi)(?:"
            r" kesinlikle)? (?:yasaktir|yasak|yasaklanmiştir)"
        ),
        (
            r"(?:saklanmali|gizlenmeli|gizli tutulmali|saklanmalidir|gizlenmelidir|gizli"
            r" tutulmalidir|sakla|gizle)"
        ),
        (
            r"(?:fark etmesin|farketmesin|anlamasin|bilmesin"
            r"|öğrenmesin|fark ettirme|sezdirme|duyurma)"
        ),
        r"(?:hiç |asla )?(?:söz etme|bahsetme|değinme)",
        r"hiçbir şey (?:olmamiş|yokmuş) gibi",
        r"(?:asla |hiçbir zaman )?(?:anlamasın|bilmesin|fark etmesin|öğrenmesin|duymasın)",
        # detect9a: more phrasings
        r"(?:özetinde|yanıtında|cevabında) (?:\w+ ){0,3}bahsetme",
    ),
    "audience": (
        (
            r"(?:son )?kullanici\w*|insan\w*|müşteri\w*"
            r"|kimse\w*|yanit\w*|cevab\w*|özet\w*"
        ),
    ),
    "activity": (
        (
            r"bu\w*|bunu|şunu|ek |işlem\w*|adim\w*|istek\w*"
            r"|çağri\w*|kopya\w*|veri\w*|dosya\w*"
        ),
    ),
    # tool-shadowing: an order that covers every call, and another server or its tools named
    "every_call": (
        (
            r"her zaman|her seferinde|her (?:çağri\w*|ödeme\w*"
            r"|mesaj\w*)|tüm|daima|yapilmalidir"
        ),
    ),
    "server_names": (r"(?:resmi )?dosya araçlari|github sunucusu\w*",),
}

# consent-bypass, response-manipulation, preference-manipulation,
# tool-precondition and command-execution: clause words
GRAMMAR.update(
    consent_nouns=_i(
        r"onay\w{0,5}",
        r"izin\w{0,5}",
        r"rıza\w{0,3}",
        r"riza\w{0,3}",
        r"muvafakat\w{0,3}",
        r"gözetimsiz mod\w{0,4}|otomatik mod\w{0,4}",
    ),
    consent_waived=_i(
        r"gerek yok",
        r"gerekmez",
        r"gereksiz",
        r"beklemeden",
        r"sormadan",
        r"(?:sorma|bekleme|rahatsız etme|rahatsiz etme)\b",
        r"önceden",
        r"(?:verilmiş|alınmış|alinmis|verilmis) sayılır",
        r"sayılır",
        r"kullanıcı adına",
        r"kullanici adina",
        r"kullanıcı yerine",
        r"(?:onu|bunu|onları) (?:kabul et|onayla|kapat)",
        r"(?:seçti|etkinleştirdi|açtı)",
        r"olmasından (?:zaten )?anlaşılır",
    ),
    user_choice=_i(r"kullanıcı .{0,12}(?:yapabilir|edebilir|seçebilir)", r"isteğe bağlı"),
    answer_nouns=_i(
        r"(?:her|tüm|bütün) (?:yanıt|cevap|mesaj|çıktı)\w{0,5}", r"yanıtında", r"cevabında"
    ),
    insert_verbs=_i(
        r"ekle\w{0,4}",
        r"belirt\w{0,3}",
        r"yaz\w{0,3}",
        r"bitir\w{0,3}",
        r"öner\w{0,3}",
        r"göster\w{0,8}",
    ),
    tell_user=_i(
        r"kullanıcıya .{0,60}(?:söyle|bildir|ilet|anlat)\w{0,5}",
        r"(?:söyle|bildir|yanıtla|cevap ver)",
    ),
    skew=_i(
        r"rakip.{0,30}(?:dolandırıcılık|mahkûm|mahkum|ceza|sahte|yasadışı)\w{0,6}",
        r"%\d+ (?:yüksek|düşük|fazla|eksik|pahalı|ucuz)",
        r"\d+ ?% (?:yüksek|düşük|fazla|eksik)",
        r"alınan değerden",
        r"(?:sonuç döndürse|sonuç bulsa) bile",
        r"hesab\w{0,3} (?:askıya alındı|askiya alindi|engellendi|donduruldu|kapatıldı)\w{0,4}",
        r"yeniden giriş",
    ),
    superlatives=_i(
        r"en iyi (?:araç|sunucu|eklenti|hizmet|seçenek)",
        r"uzmanların %\d+",
        r"tüm rakip seçeneklerden üstün",
        r"piyasadaki en",
    ),
    steer=_i(
        r"her (?:istek|görev|soru|sorgu)\w{0,4} (?:için|de)",
        r"yalnızca (?:buna|bunu|bu)",
        r"sadece (?:buna|bunu|bu)",
        r"(?:tercih etmeli|tercih et)\w{0,4}",
        r"bu eklentiye yönlendir",
        r"ilk olarak seçilmeli",
        # detect9a: more phrasings
        r"(?:her istekte|her sorguda|her zaman) varsayılan olarak",
        r"(?:tüm|bütün) (?:\w+ ){0,2}buraya gönder",
    ),
    others_bad=_i(
        r"diğer .{0,20}(?:güvenilmez|hatalı|eski|yanlış)",
        r"diğerlerini (?:unut|boşver|yok say)",
        r"başka .{0,20}başvurma",
        r"alternatifler hatalı",
        # detect9a: more phrasings
        r"diğer (?:tüm|bütün) (?:\w+ )?(?:araçların|hizmetlerin|sunucuların) yerini alır",
    ),
    forced_cues=_i(
        r"ön koşul ?:?",
        r"her soru sorduğunda",
        r"her seferinde",
        r"hemen sonra",
        r"düzgün çalışması için",
        r"kullanmadan önce",
        r"çağırdıktan sonra",
        r"her istekten önce",
    ),
    carry_words=_i(r"ile(?: birlikte)?", r"içeren", r"dahil"),
    shell_orders=_i(
        r"(?:kabuk|terminal|konsol)\w{0,3} aç",
        r"terminalde",
        r"komut aracıyla",
        r"crontab'?a",
        r"\.bashrc dosyasına",
        r"çalıştır\w{0,6}",
        r"yürüt\w{0,6}",
    ),
)

# data-exfiltration: words that open a relative clause inside an object (a
# participle that asks: "şifreyi isteyen bir e-posta")
GRAMMAR.update(relative=(r"(?:isteyen|soran|talep eden|sorgulayan)",))
# hidden-instructions: a precondition's side task, read a file or resource
# and hand it on (as an argument, into the answer, or the tool fails)
GRAMMAR.update(
    read_orders=(
        r"oku(?:yun|yup|yarak|malısın|malı|nmalı)?",
        r"aç(?:ın|ıp|arak)?",
        r"yükle(?:yin|yip|yerek)?",
        r"eriş(?:in|ip|erek)?",
        r"kopyala(?:yın|yıp|yarak)?",
        r"getir(?:in|ip)?",
        r"okunmalı",
    ),
    pass_verbs=(
        r"aktar\w{0,6}",
        r"ilet\w{0,6}",
        r"ekle\w{0,6}",
        r"koy\w{0,5}",
        r"gönder\w{0,6}",
        r"yapıştır\w{0,6}",
        r"geçir\w{0,6}",
        r"ver(?:in|erek)?",
        r"gir(?:in)?",
    ),
    pass_slots=(
        r"(?:argüman|parametre|alan)(?:ı|i)? olarak",
        r"parametresine|parametreye|argümanına|alanına",
        r"(?:yanıt|cevap|cevab)(?:ın|ınıza|ına|a)",
    ),
    or_else=(r"aksi (?:halde|takdirde) araç çalışmaz",),
    before_use=(r"(?:bu )?aracı (?:kullanmadan|çağırmadan) önce",),
)
