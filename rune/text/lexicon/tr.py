"""Turkish phrasing (see the package docstring for the entry shorthands).

Turkish puts the verb last and inflects by suffix, so entries name the stem
and allow a short suffix. A capital dotted I folds to ``i`` plus a combining
dot, which every ``i`` of an entry accepts.
"""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon
from rune.text.lexicon._tr_clauses import GRAMMAR, _i

__all__ = ["GRAMMAR", "LEXICON"]


_EARLIER = r"(?:önceki|daha önceki|yukaridaki|orijinal|ilk|sistem|eski|mevcut)"
_RULES = r"(?:talimat|yönerge|kural|komut|direktif|istem|prompt|yönlendirme)\w{0,6}"
_USER = r"kullanici(?:ya|lara|nin|larin)"
_NEG_SAY = r"(?:söyleme|bahsetme|bildirme|haber verme|anlatma|belirtme|sözünü etme)"

LEXICON = Lexicon(
    lang="tr",
    prompt_surfaces=(
        r"kendi (?:konsolunuzda|konsolunda|panelinizde)",
        r"yönetim panel\w*",
    ),
    override=_i(
        # detect9b: what the model was given is said to be void
        r"(?:daha önce|önceden|başta|ilk başta|en başta) (?:sana )?(?:aldiğin|aldiğiniz|"
        r"verilen|verilmiş) (?:tüm |bütün )?(?:talimat|kural|yönerge|direktif)\w{0,6} "
        r"(?:artik|bundan sonra) (?:geçerli değil|geçersiz|geçmez|uygulanmaz|yok "
        r"hükmünde)",
        r"(?:tüm |bütün )?"
        + _EARLIER
        + r" (?:tüm |bütün )?(?:\w+ )?"
        + _RULES
        + r" (?:tamamen )?(?:yok say|görmezden gel|unut|dikkate alma|göz ardi et"
        r"|geçersiz say|önemseme)\w{0,5}",
        r"(?:yukarida|daha önce) (?:söylenen|yazilan|verilen) her şeyi "
        r"(?:yok say|görmezden gel|unut)\w{0,5}",
        r"(?:tüm |bütün )?güvenlik (?:filtre|kontrol|kisitlama|önlem|politika)\w{0,6} "
        r"(?:devre dişi birak|atla|kapat|aş|by ?pass et)\w{0,5}",
        r"bu talimat (?:tüm |bütün )?(?:diğer|önceki) " + _RULES + r" (?:geçersiz kilar"
        r"|önce gelir|üstündür)",
        # passive: the earlier instructions are void, revoked or replaced
        r"(?:önceki|daha önceki|eski|ilk|daha önce verilen|daha önce aldiğin) (?:tüm |bütün )?"
        r"(?:talimat|kural|yönerge|komut)\w{0,6} (?:\S+ ){0,4}(?:geçersiz|iptal|hükümsüz"
        r"|yürürlükten kalk)\w{0,6}",
        r"(?:daha önce|önceden) (?:verilen|aldiğin|sana verilen) (?:tüm |bütün )?(?:talimat|kural"
        r"|yönerge)\w{0,6} (?:bir kenara birak|yok say|unut|görmezden gel|dikkate alma)\w{0,5}",
    ),
    role=_i(
        r"(?:artik|şu andan itibaren|bundan (?:sonra|böyle)),? (?:sen )?(?:\w+ )?"
        r"(?:yöneticisin|asistansin|botsun|modundasin|dansin|kisitlamasiz)",
        r"şu andan itibaren,? (?:sen|her zaman|tüm|hiçbir)",
        r"(?:geliştirici|dan|sinirsiz|kisitlamasiz) mod(?:u)? (?:etkin|aktif|açik|devrede)",
        r"(?:geliştirici|dan|sinirsiz|kisitlamasiz) modundasin",
        r"yeni talimatlar ?:",
        r"(?:yönetici|root|süper kullanici) gibi davran",
        # a model that works or answers without filters or limits, or in a privileged mode
        r"(?:filtre|kisitlama|sinir|sansür)\w{0,4} olmadan (?:çaliş|yanit|cevap)\w{0,6}",
    ),
    impersonation=_i(
        r"kullanicidan sana önemli (?:bir )?mesaj",
    ),
    conceal=_i(
        _USER
        + r" (?:bundan |bu konuda |bunu |hiçbir şey |hiçbir şekilde |asla )?"
        + _NEG_SAY
        + r"(?:yin|yiniz|den|dan)?",
        r"(?:bundan|bu konudan|bu işlemden) (?:asla )?(?:bahsetme|söz etme)\w{0,4}",
        r"kullanicinin (?:haberi olmadan|bilgisi (?:olmadan|dişinda)|fark etmesine izin verme)",
        r"kullanici (?:fark etmeden|bilmeden|anlamadan|farkina varmadan)",
        r"kullanici(?:nin)? (?:bunu |bundan )?(?:asla |hiçbir zaman )?(?:bilmemeli|öğrenmemeli"
        r"|fark etmemeli|haberdar olmamali)",
        r"(?:bunu|bu işlemi|bu adimi) (?:kullanicidan )?gizli tut\w{0,3}",
        r"(?:sessizce|gizlice|fark ettirmeden|çaktirmadan) (?:gönder|ilet|yükle|kopyala|aktar)",
        # detect9a: more phrasings
        r"kullanıcının (?:bunu |bundan )?(?:bilmesine|haberdar olmasına) gerek yok",
    ),
    send_verbs=_i(
        r"gönder(?:in|iniz|il|ir|ecek|meli)?",
        r"ilet(?:in|iniz|ir)?",
        r"yükle(?:yin|yiniz)?",
        r"aktar(?:in|iniz)?",
        r"paylaş(?:in)?",
        r"yayinla(?:yin)?",
        r"kopyala(?:yin)?",
        r"post et(?:in)?",
    ),
    hostile_verbs=_i(r"sizdir(?:in|iniz|ip)?", r"çal(?:in|ip)"),
    secrets=_i(
        r"api anahtar\w{0,6}",
        r"api~keys?",
        r"parola(?:lar|lari|si|sini|yi|niz|nizi)?",
        r"şifre(?:ler|leri|si|sini|yi|niz|nizi)?",
        r"kimlik bilgi\w{0,6}",
        r"erişim (?:token|belirte[cç])\w{0,6}",
        r"oturum (?:token|belirte[cç])\w{0,6}",
        r"(?:özel|gizli|ssh) anahtar\w{0,6}",
        r"\.env dosya\w{0,5}",
        r"ortam değişken\w{0,6}",
        r"ortam değişken\w*",
    ),
    system_prompt=_i(
        r"sistem (?:istem|prompt|talimat|komut)\w{0,6}",
        r"system~prompt",
        (
            r"(?:operatör\w*|geliştirici\w*) (?:seni )?(?:yapilandirdiği|ayarladiği|verdiği) (?:yö"
            r"nerge|talimat|kural)\w*"
        ),
        r"(?:sana )?(?:bu sohbetten önce |önceden |başta )?verilen (?:kural|talimat|yönerge)\w*",
        r"başlangiç (?:talimat|yönerge|kural)\w*|gizli (?:talimat|yönerge)\w*",
        r"sistem mesaj\w*|geliştirici istem\w*",
        r"(?:oturumun|sohbetin|konuşmanın) başında aldığın talimatlar\w*",
    ),
    instruments=_i(r"ile", r"kullanarak", r"araciliğiyla", r"üzerinden"),
    local_words=_i(r"dosya\w{0,5}", r"klasör\w{0,5}", r"dizin\w{0,5}", r"yerel"),
    read_verbs=_i(r"oku(?:yun)?", r"aç(?:in)?", r"yükle", r"içeriğ\w{1,4}", r"kopyala"),
    negations=_i(r"asla", r"hiçbir zaman", r"olmadan", r"değil", r"yok", r"hiç"),
    preference=_i(
        r"(?:her zaman|daima) (?:önce )?bu (?:araci|araç) (?:kullan|seç)\w{0,4}",
        r"dünyanin en iyi araci",
        r"(?:diğer|başka) (?:tüm |bütün )?araçlar(?:i|in) yerine",
        r"(?:diğer|başka) (?:tüm |bütün )?araçlari (?:yok say|görmezden gel)\w{0,4}",
    ),
    addressee=_i(
        r"(?:yapay zekaya|asistana|modele|ajana) (?:not|mesaj|talimat)",
        r"(?:asistan|model|yapay zeka|ajan) (?:şunu |bunu )?(?:yapmalidir|yapmali|zorundadir)",
        r"(?:dikkat|uyari),? (?:yapay zeka|asistan|ajan)",
        r"(?:yapay zeka|asistan|model|ajan) için talimatlar",
    ),
    disclose_verbs=_i(
        r"(?:göster|açikla|yazdir|tekrarla|ifşa et|özetle|çevir|kodla|aynen yaz|listele)"
        r"(?:in|iniz)?",
        r"alinti\w*",
        r"paylaş\w*",
        r"ekle\w*",
        r"yapiştir\w*",
        r"kopyala\w*|kopya\w*",
        r"yaz\w*",
    ),
    exec_verbs=_i(
        r"çaliştir(?:in|iniz)?", r"yürüt(?:ün)?", r"başlat(?:in)?", r"terminale yapiştir(?:in)?"
    ),
    consent_bypass=_i(
        r"(?:onay|izin) (?:istemeden|sormadan|almadan|beklemeden)",
        r"(?:kullanicidan )?(?:asla )?(?:onay|izin) (?:isteme|sorma)(?:yin|yiniz)?",
        r"(?:önceden |zaten )onaylanmiş (?:say|kabul et)\w{0,4}",
        r"(?:her|tüm) (?:soruya|sorulara|istemlere) evet (?:de|yaniti ver|cevabi ver)\w{0,4}",
        r"(?:önce|ilk olarak)\b.{0,60}\b(?:sonra|daha sonra|ardindan) (?:\w+ ){0,2}(?:haber ver"
        r"|söyle|bildir)",
        # detect9a: more phrasings
        r"kullanıcıya sormaya gerek (?:yok|olmadan)",
    ),
    precondition=_i(
        r"bu araci (?:kullanmadan|çağirmadan) önce,? (?:mutlaka )?(?:\w+ ){0,3}"
        r"(?:çağir|çaliştir|oku)\w{0,6}",
        r"her (?:çağridan|kullanimdan) sonra",
        r"herhangi bir araç (?:her )?(?:kullanildiğinda|çağrildiğinda)",
    ),
    response_inject=_i(
        r"(?:yanitina|cevabina|her yanita|her cevaba|yanitiniza) (?:\w+ ){0,4}"
        r"(?:ekle|dahil et|koy|yaz)\w{0,4}",
        _USER + r" (?:\w+ ){0,6}(?:olduğunu|dendiğini) söyle\w{0,4}",
        # detect9a: more phrasings
        r"başarılı olarak (?:sun|göster|bildir)",
    ),
    deprecation=_i(
        r"(?:kullanimdan kaldiril|ele geçiril|devre dişi birakil|bozul)(?:miştir|di|miş)",
        r"artik (?:çalişmiyor|çalişmamaktadir|desteklenmiyor)",
        r"(?:çevrimdişi|erişilemez)(?: durumda)?",
        r"kaldirildi|devre dişi birakildi|çalişmiyor",
    ),
    conversation=_i(
        r"(?:tüm |bütün )?(?:konuşma|sohbet) (?:geçmiş)\w{0,5}",
        r"(?:tüm |bütün )?(?:konuşma|sohbet)(?:yi|yi|nin|nin)?",
        r"kullanicinin mesajlari\w{0,3}",
        r"(?:tüm|tam) bağlam\w{0,3}",
        r"kullanicinin bu sohbette yazdiği her şey",
        r"(?:kullaniciyla )?şimdiye kadar(?: yapilan)? (?:tüm )?mesaj\w*",
        r"bu sohbet\w*",
        r"kullanicinin yazdiği (?:her|tüm|bütün) mesaj\w*",
    ),
    mention=_i(
        r"gibi|örneğin|mesela|ör\.|(?:metin|ifade|mesaj|talimat|girişim)\w{0,4} (?:gibi|şeklinde)"
        r"|dener|girişimleri|tespit eder|algilar|işaretler|engeller|uyarir",
    ),
    caveats=_i(
        r"önerilmez|tavsiye edilmez|yalnizca (?:test|geliştirme|hata ayiklama"
        r"|yerel kullanim) için|riski size aittir|güvensiz|tehlikeli",
    ),
    order_cues=_i(
        r"sen|sana|senin|siz|sizin|zorundasin|mutlaka|emin ol|asla|her zaman|daima|lütfen|hemen",
    ),
    destructive=_i(
        r"sil(?:in)?|yok et|temizle|diski biçimlendir|üzerine yaz|iptal et",
    ),
    forged_labels=_i(
        r"(?:sistem|operatör|yönetici|geliştirici) (?:mesaji|bildirimi|talimati|notu) ?:"
        r"|\[ ?(?:sistem|operatör|yönetici)(?: \w+)? ?\]|geliştiricilerinden (?:gelen )?mesaj",
    ),
    authority=_i(
        r"kullanici\w{0,4}|asistan\w{0,3}|model\w{0,3}|güvenlik\w{0,3}|kural\w{0,5}"
        r"|kisitlama\w{0,5}|izin\w{0,5}|yetki\w{0,5}|erişim\w{0,3}|komut\w{0,5}|talimat\w{0,5}"
        r"|filtre\w{0,5}",
    ),
    passive=_i(
        r"(?:gönderil|iletil|yüklen|aktaril|paylaşil|kopyalan)(?:ir|ecek|meli|melidir|sin)",
    ),
    fill_verbs=_i(
        r"doldur(?:un)?|yaz(?:in)?|yapiştir(?:in)?|gir(?:in)?|ekle(?:yin)?|koy(?:un)?|içermelidir",
        r"doldurulmali(?:dir)?",
    ),
    harvest_marks=_i(
        r"kullanicinin|ortamdan|sistemden|tüm|bütün|her|tam|eksiksiz|kelimesi kelimesine"
        r"|olsa bile|değerini|içeriğini",
    ),
    whole=_i(
        r"tüm|bütün|tam|eksiksiz|şimdiye kadarki|geçmiş\w{0,4}|önceki",
        r"kelimesi kelimesine|tüm|her şey|şimdiye kadar",
    ),
    artifacts=_i(
        r"şablon\w{0,4}|şablon|kütüphane\w{0,4}|yapilandirma\w{0,3}|editör\w{0,3}|ayar\w{0,4}"
        r"|parametre\w{0,4}|alan\w{0,4}|değişken\w{0,4}|sürüm\w{0,4}|örnek\w{0,4}|şema\w{0,3}",
    ),
    user_acts=_i(
        r"böylece (?:siz|sen|kullanici)|kullanicinin (?:\w+ )?yapabilmesi için|(?:size|sana)"
        r" olanak tanir",
    ),
    stealth=_i(
        r"sessizce|gizlice|fark ettirmeden|çaktirmadan|gizli olarak",
    ),
    source_words=_i(
        r"dan|den|tan|ten",
    ),
    falsehood=_i(
        r"olsa bile|ne olursa olsun|bakilmaksizin|olduğunu iddia et|gibi davran|yanliş bir"
        r" şekilde|(?:askiya alindi|kilitlendi|ele geçirildi|süresi doldu)",
        # detect9a: more phrasings
        r"ne derse desin|ne gösterirse göstersin",
    ),
    promotion=_i(
        r"sponsorlu|promosyon kodu|indirim kodu|kodunu kullan|indirim|özel teklif|hemen satin"
        r" al|ziyaret edin https?://",
    ),
    metadata_only=_i(
        r"(?:profil )?adlarini (?:listelemek|göstermek) için|yalnizca adlar|(?:anahtarlari"
        r"|sirlari|değerleri) (?:göstermeden|okumadan)",
    ),
    tamper=_i(
        r"(?:\w+ )?(?:bayrağini|argümanini|parametresini|seçeneğini|başliğini|alicisini|bcc) "
        r"(?:her zaman )?(?:ekle|ayarla|kullan)\w{0,4}|(?:aliciyi|hedefi|hesabi|iban\w{0,3}"
        r"|adresi|sembolü|tutari|dali|url\w{0,2}) (?:\w+ )?(?:değiştir|ile değiştir)\w{0,4}",
        r"gizli kopyaya ekle",
        r"hesabina",
    ),
    redirect=_i(
        r"(?:bunun yerine )?(?:bu|bizim) (?:araci|sunucuyu) kullan\w{0,4}|bu sunucu üzerinden",
        r"üzerinden (?:yapilir|yürütülür|gider)",
        r"yalnizca bu araci|sadece bu araci",
    ),
)
