"""Turkish phrasing (see the package docstring for the entry shorthands).

Turkish puts the verb last and inflects by suffix, so entries name the stem
and allow a short suffix. A capital dotted I folds to ``i`` plus a combining
dot, which every ``i`` of an entry accepts.
"""

from __future__ import annotations

from rune.text.lexicon import Lexicon


def _i(*entries: str) -> tuple[str, ...]:
    return tuple(e.replace("i", "i\u0307?") for e in entries)


_EARLIER = r"(?:önceki|daha önceki|yukarıdaki|orijinal|ilk|sistem|eski|mevcut)"
_RULES = r"(?:talimat|yönerge|kural|komut|direktif|istem|prompt|yönlendirme)\w{0,6}"
_USER = r"kullanıcı(?:ya|lara|nın|ların)"
_NEG_SAY = r"(?:söyleme|bahsetme|bildirme|haber verme|anlatma|belirtme|sözünü etme)"

LEXICON = Lexicon(
    lang="tr",
    override=_i(
        r"(?:tüm |bütün )?"
        + _EARLIER
        + r" (?:tüm |bütün )?(?:\w+ )?"
        + _RULES
        + r" (?:tamamen )?(?:yok say|görmezden gel|unut|dikkate alma|göz ardı et"
        r"|geçersiz say|önemseme)\w{0,5}",
        r"(?:yukarıda|daha önce) (?:söylenen|yazılan|verilen) her şeyi "
        r"(?:yok say|görmezden gel|unut)\w{0,5}",
        r"(?:tüm |bütün )?güvenlik (?:filtre|kontrol|kısıtlama|önlem|politika)\w{0,6} "
        r"(?:devre dışı bırak|atla|kapat|aş|by ?pass et)\w{0,5}",
        r"bu talimat (?:tüm |bütün )?(?:diğer|önceki) " + _RULES + r" (?:geçersiz kılar"
        r"|önce gelir|üstündür)",
    ),
    role=_i(
        r"(?:artık|şu andan itibaren|bundan (?:sonra|böyle)),? (?:sen )?(?:\w+ )?"
        r"(?:yöneticisin|asistansın|botsun|modundasın|dansın|kısıtlamasız)",
        r"şu andan itibaren,? (?:sen|her zaman|tüm|hiçbir)",
        r"(?:geliştirici|dan|sınırsız|kısıtlamasız) mod(?:u)? (?:etkin|aktif|açık|devrede)",
        r"(?:geliştirici|dan|sınırsız|kısıtlamasız) modundasın",
        r"yeni talimatlar ?:",
        r"(?:yönetici|root|süper kullanıcı) gibi davran",
    ),
    impersonation=_i(
        r"kullanıcıdan sana önemli (?:bir )?mesaj",
    ),
    conceal=_i(
        _USER
        + r" (?:bundan |bu konuda |bunu |hiçbir şey |hiçbir şekilde |asla )?"
        + _NEG_SAY
        + r"(?:yin|yiniz|den|dan)?",
        r"(?:bundan|bu konudan|bu işlemden) (?:asla )?(?:bahsetme|söz etme)\w{0,4}",
        r"kullanıcının (?:haberi olmadan|bilgisi (?:olmadan|dışında)|fark etmesine izin verme)",
        r"kullanıcı (?:fark etmeden|bilmeden|anlamadan|farkına varmadan)",
        r"kullanıcı(?:nın)? (?:bunu |bundan )?(?:asla |hiçbir zaman )?(?:bilmemeli|öğrenmemeli"
        r"|fark etmemeli|haberdar olmamalı)",
        r"(?:bunu|bu işlemi|bu adımı) (?:kullanıcıdan )?gizli tut\w{0,3}",
        r"(?:sessizce|gizlice|fark ettirmeden|çaktırmadan) (?:gönder|ilet|yükle|kopyala|aktar)",
    ),
    send_verbs=_i(
        r"gönder(?:in|iniz|il|ir|ecek|meli)?",
        r"ilet(?:in|iniz|ir)?",
        r"yükle(?:yin|yiniz)?",
        r"aktar(?:ın|ınız)?",
        r"paylaş(?:ın)?",
        r"yayınla(?:yın)?",
        r"kopyala(?:yın)?",
        r"post et(?:in)?",
    ),
    hostile_verbs=_i(r"sızdır(?:ın|ınız|ıp)?", r"çal(?:ın|ıp)"),
    secrets=_i(
        r"api anahtar\w{0,6}",
        r"api~keys?",
        r"parola(?:lar|ları|sı|sını|yı|nız|nızı)?",
        r"şifre(?:ler|leri|si|sini|yi|niz|nizi)?",
        r"kimlik bilgi\w{0,6}",
        r"erişim (?:token|belirteç)\w{0,6}",
        r"(?:özel|gizli|ssh) anahtar\w{0,6}",
        r"\.env dosya\w{0,5}",
        r"ortam değişken\w{0,6}",
    ),
    system_prompt=_i(r"sistem (?:istem|prompt|talimat|komut)\w{0,6}", r"system~prompt"),
    instruments=_i(r"ile", r"kullanarak", r"aracılığıyla", r"üzerinden"),
    local_words=_i(r"dosya\w{0,5}", r"klasör\w{0,5}", r"dizin\w{0,5}", r"yerel"),
    read_verbs=_i(r"oku(?:yun)?", r"aç(?:ın)?", r"yükle", r"içeriğ\w{1,4}", r"kopyala"),
    negations=_i(r"asla", r"hiçbir zaman", r"olmadan", r"değil", r"yok", r"hiç"),
    preference=_i(
        r"(?:her zaman|daima) (?:önce )?bu (?:aracı|araç) (?:kullan|seç)\w{0,4}",
        r"dünyanın en iyi aracı",
        r"(?:diğer|başka) (?:tüm |bütün )?araçlar(?:ı|ın) yerine",
        r"(?:diğer|başka) (?:tüm |bütün )?araçları (?:yok say|görmezden gel)\w{0,4}",
    ),
    addressee=_i(
        r"(?:yapay zekaya|asistana|modele|ajana) (?:not|mesaj|talimat)",
        r"(?:asistan|model|yapay zeka|ajan) (?:şunu |bunu )?(?:yapmalıdır|yapmalı|zorundadır)",
        r"(?:dikkat|uyarı),? (?:yapay zeka|asistan|ajan)",
        r"(?:yapay zeka|asistan|model|ajan) için talimatlar",
    ),
    disclose_verbs=_i(
        r"(?:göster|açıkla|yazdır|tekrarla|ifşa et|özetle|çevir|kodla|aynen yaz|listele)"
        r"(?:in|iniz)?",
    ),
    exec_verbs=_i(
        r"çalıştır(?:ın|ınız)?", r"yürüt(?:ün)?", r"başlat(?:ın)?", r"terminale yapıştır(?:ın)?"
    ),
    consent_bypass=_i(
        r"(?:onay|izin) (?:istemeden|sormadan|almadan|beklemeden)",
        r"(?:kullanıcıdan )?(?:asla )?(?:onay|izin) (?:isteme|sorma)(?:yın|yınız)?",
        r"(?:önceden |zaten )onaylanmış (?:say|kabul et)\w{0,4}",
        r"(?:her|tüm) (?:soruya|sorulara|istemlere) evet (?:de|yanıtı ver|cevabı ver)\w{0,4}",
    ),
    precondition=_i(
        r"bu aracı (?:kullanmadan|çağırmadan) önce,? (?:mutlaka )?(?:\w+ ){0,3}"
        r"(?:çağır|çalıştır|oku)\w{0,6}",
        r"her (?:çağrıdan|kullanımdan) sonra",
        r"herhangi bir araç (?:her )?(?:kullanıldığında|çağrıldığında)",
    ),
    response_inject=_i(
        r"(?:yanıtına|cevabına|her yanıta|her cevaba|yanıtınıza) (?:\w+ ){0,4}"
        r"(?:ekle|dahil et|koy|yaz)\w{0,4}",
        _USER + r" (?:\w+ ){0,6}(?:olduğunu|dendiğini) söyle\w{0,4}",
    ),
    deprecation=_i(
        r"(?:kullanımdan kaldırıl|ele geçiril|devre dışı bırakıl|bozul)(?:mıştır|dı|mış)",
        r"artık (?:çalışmıyor|çalışmamaktadır|desteklenmiyor)",
        r"(?:çevrimdışı|erişilemez) (?:durumda)?",
    ),
    conversation=_i(
        r"(?:tüm |bütün )?(?:konuşma|sohbet) (?:geçmiş)\w{0,5}",
        r"(?:tüm |bütün )?(?:konuşma|sohbet)(?:yı|yi|nın|nin)?",
        r"kullanıcının mesajları\w{0,3}",
        r"(?:tüm|tam) bağlam\w{0,3}",
    ),
    mention=_i(
        r"gibi|örneğin|mesela|ör\.|(?:metin|ifade|mesaj|talimat|girişim)\w{0,4} (?:gibi|şeklinde)"
        r"|dener|girişimleri|tespit eder|algılar|işaretler|engeller|uyarır",
    ),
    caveats=_i(
        r"önerilmez|tavsiye edilmez|yalnızca (?:test|geliştirme|hata ayıklama"
        r"|yerel kullanım) için|riski size aittir|güvensiz|tehlikeli",
    ),
    order_cues=_i(
        r"sen|sana|senin|siz|sizin|zorundasın|mutlaka|emin ol|asla|her zaman|daima|lütfen|hemen",
    ),
    destructive=_i(
        r"sil(?:in)?|yok et|temizle|diski biçimlendir|üzerine yaz|iptal et",
    ),
    forged_labels=_i(
        r"(?:sistem|operatör|yönetici|geliştirici) (?:mesajı|bildirimi|talimatı|notu) ?:"
        r"|\[ ?(?:sistem|operatör|yönetici)(?: \w+)? ?\]|geliştiricilerinden (?:gelen )?mesaj",
    ),
    authority=_i(
        r"kullanıcı\w{0,4}|asistan\w{0,3}|model\w{0,3}|güvenlik\w{0,3}|kural\w{0,5}"
        r"|kısıtlama\w{0,5}|izin\w{0,5}|yetki\w{0,5}|erişim\w{0,3}|komut\w{0,5}|talimat\w{0,5}"
        r"|filtre\w{0,5}",
    ),
    passive=_i(
        r"(?:gönderil|iletil|yüklen|aktarıl|paylaşıl|kopyalan)(?:ir|ecek|meli|melidir|sin)",
    ),
    fill_verbs=_i(
        r"doldur(?:un)?|yaz(?:ın)?|yapıştır(?:ın)?|gir(?:in)?|ekle(?:yin)?|koy(?:un)?|içermelidir",
    ),
    harvest_marks=_i(
        r"kullanıcının|ortamdan|sistemden|tüm|bütün|her|tam|eksiksiz|kelimesi kelimesine"
        r"|olsa bile|değerini|içeriğini",
    ),
    whole=_i(
        r"tüm|bütün|tam|eksiksiz|şimdiye kadarki|geçmiş\w{0,4}|önceki",
    ),
    artifacts=_i(
        r"şablon\w{0,4}|şablon|kütüphane\w{0,4}|yapılandırma\w{0,3}|editör\w{0,3}|ayar\w{0,4}"
        r"|parametre\w{0,4}|alan\w{0,4}|değişken\w{0,4}|sürüm\w{0,4}|örnek\w{0,4}|şema\w{0,3}",
    ),
    user_acts=_i(
        r"böylece (?:siz|sen|kullanıcı)|kullanıcının (?:\w+ )?yapabilmesi için|(?:size|sana)"
        r" olanak tanır",
    ),
    stealth=_i(
        r"sessizce|gizlice|fark ettirmeden|çaktırmadan|gizli olarak",
    ),
    source_words=_i(
        r"dan|den|tan|ten",
    ),
    falsehood=_i(
        r"olsa bile|ne olursa olsun|bakılmaksızın|olduğunu iddia et|gibi davran|yanlış bir"
        r" şekilde|(?:askıya alındı|kilitlendi|ele geçirildi|süresi doldu)",
    ),
    promotion=_i(
        r"sponsorlu|promosyon kodu|indirim kodu|kodunu kullan|indirim|özel teklif|hemen satın"
        r" al|ziyaret edin https?://",
    ),
    metadata_only=_i(
        r"(?:profil )?adlarını (?:listelemek|göstermek) için|yalnızca adlar|(?:anahtarları"
        r"|sırları|değerleri) (?:göstermeden|okumadan)",
    ),
    tamper=_i(
        r"(?:\w+ )?(?:bayrağını|argümanını|parametresini|seçeneğini|başlığını|alıcısını|bcc) "
        r"(?:her zaman )?(?:ekle|ayarla|kullan)\w{0,4}|(?:alıcıyı|hedefi|hesabı|iban\w{0,3}"
        r"|adresi|sembolü|tutarı|dalı|url\w{0,2}) (?:\w+ )?(?:değiştir|ile değiştir)\w{0,4}",
    ),
    redirect=_i(
        r"(?:bunun yerine )?(?:bu|bizim) (?:aracı|sunucuyu) kullan\w{0,4}|bu sunucu üzerinden",
    ),
)
