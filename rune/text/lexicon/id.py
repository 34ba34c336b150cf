"""Indonesian phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon

_EARLIER = r"(?:sebelumnya|terdahulu|di atas|asli|awal|sistem|lama)"
_RULES = r"(?:instruksi|perintah|petunjuk|aturan|arahan|pedoman|prompt)"
_USER = r"(?:pengguna|user|pemakai)"

LEXICON = Lexicon(
    lang="id",
    override=(
        r"(?:abaikan|lupakan|acuhkan|jangan (?:hiraukan|ikuti|pedulikan)) (?:semua |seluruh "
        r"|segala )?"
        r"(?:\w+ )?" + _RULES + r" (?:yang )?(?:ada )?(?:\w+ )?" + _EARLIER,
        r"(?:abaikan|lupakan) (?:semua |segala )?(?:hal )?yang (?:di atas|sudah dikatakan"
        r"|diberikan sebelumnya)",
        r"(?:nonaktifkan|matikan|lewati|abaikan|lewatkan) (?:semua |seluruh )?"
        r"(?:filter|pemeriksaan|batasan|pengaman|kontrol|aturan) (?:keamanan|keselamatan)",
        r"(?:instruksi|perintah) ini (?:menggantikan|mengesampingkan|lebih diutamakan dari) "
        r"(?:semua )?(?:\w+ )?" + _RULES,
    ),
    role=(
        r"(?:sekarang|mulai sekarang|mulai saat ini|mulai detik ini),? (?:kamu|anda|engkau) "
        r"(?:adalah|berada|harus|selalu|akan)",
        r"mode (?:pengembang|developer|dan|tanpa batas|tanpa batasan) (?:telah |sudah )?"
        r"(?:aktif|diaktifkan|menyala)",
        r"(?:kamu|anda) (?:sekarang )?(?:berada )?dalam mode (?:pengembang|developer|dan"
        r"|tanpa batas|admin)",
        r"instruksi baru ?:",
        r"bertindak(?:lah)? sebagai (?:\w+ )?(?:administrator|admin|root|superuser)",
    ),
    impersonation=(r"pesan penting dari pengguna untuk (?:anda|kamu)",),
    conceal=(
        r"jangan (?:beri ?tahu|memberi ?tahu|memberitahukan|kasih tahu|bilang|katakan"
        r"|sampaikan|informasikan|ceritakan|laporkan) (?:apa pun |apapun |hal ini |ini )?"
        r"(?:kepada |ke |pada )?" + _USER,
        r"jangan (?:sebutkan|menyebutkan|ungkapkan|mengungkapkan|singgung) (?:hal ini|ini"
        r"|bahwa|apa pun|apapun)",
        r"tanpa (?:sepengetahuan|memberi ?tahu|memberitahukan|izin|sadar) " + _USER,
        r"tanpa " + _USER + r" (?:tahu|sadari|menyadari|ketahui|curiga)",
        _USER + r" (?:tidak boleh|jangan sampai|tak boleh) (?:tahu|mengetahui|menyadari|curiga)",
        r"rahasiakan (?:hal )?(?:ini|itu|tindakan ini)",
        r"(?:diam-diam|diam diam|secara diam-diam|secara rahasia|secara tersembunyi) "
        r"(?:kirim|kirimkan|teruskan|unggah|salin|mengirim)",
    ),
    send_verbs=(
        r"kirim(?:kan|lah)?|mengirim(?:kan)?|dikirim",
        r"teruskan|meneruskan",
        r"unggah|mengunggah",
        r"bagikan|membagikan",
        r"salin|menyalin",
        r"posting|publikasikan",
    ),
    hostile_verbs=(r"curi|mencuri", r"bocorkan|membocorkan", r"eksfiltrasi(?:kan)?"),
    secrets=(
        r"kunci api",
        r"api~keys?",
        r"kata sandi|kata kunci sandi|sandi",
        r"kredensial",
        r"token (?:akses|autentikasi|otentikasi)",
        r"kunci (?:pribadi|privat|rahasia|ssh)",
        r"(?:file|berkas) \.env",
        r"variabel (?:lingkungan|environment)",
    ),
    system_prompt=(r"(?:prompt|instruksi|perintah) sistem", r"system~prompt"),
    instruments=(r"dengan", r"menggunakan", r"melalui", r"lewat", r"via"),
    local_words=(r"file", r"berkas", r"folder", r"direktori", r"lokal"),
    read_verbs=(r"baca|membaca", r"buka|membuka", r"muat|memuat", r"isi", r"salin", r"akses"),
    negations=(r"jangan", r"tidak", r"tak", r"tanpa", r"bukan", r"tidak pernah"),
    preference=(
        r"selalu (?:gunakan|pakai|pilih|panggil|utamakan) (?:alat|tool) ini",
        r"(?:alat|tool) terbaik di dunia",
        r"alih-alih (?:alat|tool) (?:lain|apa pun)",
        r"(?:daripada|ketimbang) (?:semua )?(?:alat|tool) lain(?:nya)?",
        r"abaikan (?:semua )?(?:alat|tool) lain(?:nya)?",
    ),
    addressee=(
        r"(?:catatan|pesan) (?:untuk|bagi|kepada) (?:ai|asisten|model|agen)",
        r"(?:asisten|model|agen|ai) (?:harus|wajib|diharuskan)",
        r"(?:perhatian|peringatan),? (?:agen|asisten|ai)",
        r"instruksi (?:untuk|bagi) (?:ai|asisten|model|agen)",
    ),
    disclose_verbs=(
        r"(?:ungkapkan|tampilkan|tunjukkan|cetak|ulangi|keluarkan|ringkas(?:kan)?"
        r"|terjemahkan|enkode|encode|kodekan|bocorkan|sebutkan)",
    ),
    exec_verbs=(
        r"jalankan|menjalankan",
        r"eksekusi(?:kan)?",
        r"luncurkan",
        r"tempel(?:kan)? (?:\w+ ){0,3}(?:ke|di) terminal",
    ),
    consent_bypass=(
        r"tanpa (?:meminta|menanyakan|minta) (?:konfirmasi|izin|persetujuan)",
        r"jangan (?:pernah )?(?:meminta|minta|menanyakan|tanyakan) (?:konfirmasi|izin"
        r"|persetujuan)",
        r"anggap (?:saja )?(?:sudah )?(?:disetujui|diizinkan)(?: sebelumnya)?",
        r"jawab (?:ya|yes) (?:untuk|pada) (?:setiap|semua) (?:pertanyaan|prompt|permintaan)",
    ),
    precondition=(
        r"sebelum (?:menggunakan|memakai|memanggil) (?:alat|tool) ini,? (?:anda |kamu )?"
        r"(?:harus|wajib|perlu)",
        r"setelah (?:setiap|tiap) (?:panggilan|pemanggilan|penggunaan)",
        r"setiap kali (?:ada )?(?:alat|tool) (?:apa pun )?(?:digunakan|dipanggil)",
    ),
    response_inject=(
        r"(?:tambahkan|sertakan|masukkan|sisipkan) (?:\w+ ){0,5}(?:ke dalam|di|dalam|pada) "
        r"(?:setiap )?(?:jawaban|respons|tanggapan|balasan)",
        r"(?:beri ?tahu|katakan kepada|sampaikan kepada|informasikan kepada) " + _USER + r" bahwa",
    ),
    deprecation=(
        r"(?:sudah|telah) (?:usang|tidak digunakan lagi|dibobol|disusupi|rusak|offline"
        r"|dihentikan)",
        r"tidak (?:lagi )?berfungsi",
    ),
    conversation=(
        r"(?:seluruh )?(?:percakapan|obrolan|riwayat (?:obrolan|percakapan|chat))",
        r"pesan-pesan pengguna|pesan pengguna",
        r"(?:seluruh|semua|full) konteks",
    ),
    mention=(
        r"seperti|misalnya|contohnya|mis\.|(?:teks|frasa|pesan|instruksi|upaya) seperti|mencoba"
        r"|upaya untuk|mendeteksi|mengenali|menandai|memblokir|memperingatkan",
    ),
    caveats=(
        r"tidak disarankan|tidak direkomendasikan|hanya untuk (?:pengujian|pengembangan|debugging"
        r"|penggunaan lokal)|risiko ditanggung sendiri|tidak aman|berbahaya",
    ),
    order_cues=(
        r"kamu|anda|kau|-mu|harus|wajib|pastikan|jangan|tidak boleh|selalu|tolong|mohon|segera",
    ),
    destructive=(r"hapus|menghapus|musnahkan|hancurkan|kosongkan|format disk|timpa|cabut",),
    forged_labels=(
        r"(?:pesan|pemberitahuan|instruksi|arahan) (?:dari )?(?:sistem|operator|administrator"
        r"|admin|pengembang) ?:|\[ ?(?:sistem|operator|admin|administrator)(?: \w+)? ?\]|pesan"
        r" dari (?:para )?pengembang(?:mu| anda)",
    ),
    authority=(
        r"pengguna|asisten|model|keamanan|aturan|batasan|izin|hak akses|akses|perintah|instruksi"
        r"|filter|patuhi",
    ),
    passive=(
        r"(?:di(?:kirim|teruskan|unggah|bagikan|salin|posting))(?:kan)?|(?:harus|akan"
        r"|perlu) di(?:kirim|teruskan|unggah)(?:kan)?",
    ),
    fill_verbs=(
        r"isi(?: dengan)?|isikan|tempel(?:kan)?|berikan|masukkan|sertakan|salin|tambahkan"
        r"|harus berisi",
    ),
    harvest_marks=(
        r"milik pengguna|pengguna|dari lingkungan|dari sistem|semua|seluruh|setiap|lengkap"
        r"|apa adanya|kata demi kata|meskipun|nilai dari|isi dari",
    ),
    whole=(r"lengkap|seluruh|semua|segala|sejauh ini|riwayat|sebelumnya",),
    artifacts=(
        r"templat|template|pustaka|konfigurasi|editor|pengaturan|parameter|kolom|variabel|versi"
        r"|contoh|skema",
    ),
    user_acts=(
        r"agar (?:kamu|anda|pengguna) bisa|sehingga (?:kamu|anda|pengguna) (?:bisa|dapat)"
        r"|memungkinkan (?:kamu|anda|pengguna)",
    ),
    stealth=(r"diam-diam|secara diam-diam|secara rahasia|secara tersembunyi",),
    source_words=(r"dari",),
    falsehood=(
        r"bahkan jika|meskipun|terlepas dari|klaim bahwa|berpura-pura|secara palsu|(?:telah "
        r"|sudah )?(?:diblokir|ditangguhkan|dibobol|kedaluwarsa)",
    ),
    promotion=(
        r"disponsori oleh|kode promo|gunakan kode|diskon|penawaran khusus|beli sekarang"
        r"|kunjungi https?://",
    ),
    metadata_only=(
        r"untuk (?:menampilkan|mendaftar) nama|hanya nama|tanpa (?:menampilkan|membaca) "
        r"(?:kunci|rahasia|nilai)",
    ),
    tamper=(
        r"(?:selalu )?(?:tambahkan|atur|gunakan|paksa) (?:\w+ )?(?:flag|argumen|parameter|opsi"
        r"|header|penerima|bcc|cc)|(?:ubah|ganti) (?:\w+ ){0,2}(?:penerima|tujuan|rekening|iban"
        r"|alamat|simbol|jumlah|cabang|url)",
    ),
    redirect=(
        r"(?:gunakan|pilih|panggil) (?:alat|server) (?:ini|kami) sebagai gantinya|melalui"
        r" server ini",
    ),
)


#: data-exfiltration: the words of its clause grammar, one tuple per lexicon
#: field it reads (listed in rune.rules._exfil_lex), in the entry shorthands above;
#: kept beside the lexicon until the Lexicon class declares these fields
GRAMMAR: dict[str, tuple[str, ...]] = {
    "pronouns": (
        r"itu",
        r"ini",
        r"semuanya",
        r"nilainya",
        r"isinya",
        r"-nya",
    ),
    "pronoun_tails": (
        r"juga",
        r"segera",
    ),
    "auth_use": (
        r"header",
        r"otorisasi",
        r"bearer",
        r"autentikasi",
        r"mengautentikasi",
        r"masuk",
        r"login",
    ),
    "request_tail": (
        r"(?:di|dalam|pada|dengan) (?:setiap |semua )?(?:permintaan|panggilan|" r"header)",
    ),
    "slot_verbs": (
        r"masukkan",
        r"letakkan",
        r"taruh",
        r"sertakan",
        r"sisipkan",
        r"teruskan",
        r"tambahkan",
        r"salin",
        r"tempel",
        r"tempelkan",
        r"isi",
        r"isikan",
        r"tulis",
        r"tuliskan",
        r"kirim",
        r"kirimkan",
    ),
    "slot_preps": (
        r"ke dalam",
        r"di",
        r"dalam",
        r"sebagai",
    ),
    "slot_toward": (r"ke",),
    "slot_nouns": (
        r"argumen",
        r"parameter",
        r"kolom",
        r"bidang",
        r"properti",
        r"input",
    ),
    "identity_ask": (
        r"(?:nama|identitas|versi) (?:model|llm|asisten|agen)(?: ai)? yang "
        r"(?:memanggil|menggunakan|menjalankan) (?:alat|fungsi|tool) ini",
        r"(?:sebutkan|ungkapkan|beri tahu|katakan) (?:nama )?(?:model|llm)" r" (?:anda|kamu|apa)",
    ),
    "indefinite": (
        r"sebuah",
        r"seorang",
        r"suatu",
    ),
    "call_verbs": (
        r"panggil",
        r"gunakan",
        r"jalankan",
    ),
    "dns_cues": (
        r"dns",
        r"subdomain",
    ),
    "phone_cues": (
        r"sms",
        r"whatsapp",
    ),
    # concealment: keeping someone unaware, who is kept unaware, and what is withheld
    "withhold": (
        (
            r"(?:dilarang|tidak diizinkan|tidak boleh) (?:\w+ ){0,2}(?:mengungkapkan"
            r"|memberi tahu|memberitahu|menyebutkan|menginformasikan|menunjukkan)"
        ),
        r"(?:harus|wajib|perlu) (?:di)?(?:rahasiakan|sembunyikan)",
        r"(?:sembunyikan|rahasiakan|jangan (?:sebut|singgung|ungkap)\w*)",
        (
            r"(?:jangan biarkan|tanpa) (?:\w+ ){0,3}(?:menyadari|tahu|mengetahui|curiga"
            r"|sadar)"
        ),
        (
            r"(?:berpura-pura|bersikap seolah) (?:\w+ )?tidak (?:ada apa-apa|terjadi"
            r" apa-apa)"
        ),
    ),
    "audience": (r"pengguna|pelanggan|jawaban(?:mu|nya)?|respons(?:mu)?|ringkasan|siapa pun",),
    "activity": (
        (
            r"ini|itu|bahwa|(?:langkah|operasi|tindakan|permintaan|panggilan|salinan"
            r"|transfer|instruksi) (?:\w+ )?(?:ini|tambahan)"
        ),
    ),
    # tool-shadowing: an order that covers every call, and another server or its tools named
    "every_call": (r"selalu|setiap (?:kali|panggilan|pembayaran|pesan)",),
}

# consent-bypass, response-manipulation, preference-manipulation,
# tool-precondition and command-execution: clause words (see Lexicon)
GRAMMAR.update(
    relative=(r"yang (?:meminta|menanyakan|menanyakan soal)",),
    server_names=(
        r"(?:alat|tool) (?:resmi )?(?:file|berkas|email|surel|pembayaran|github|git)",
        r"server (?:github|file|berkas|email|pembayaran|git|slack)",
    ),
    consent_nouns=(
        r"konfirmasi",
        r"persetujuan",
        r"izin",
        r"otorisasi",
        r"restu",
        r"(?:dialog|jendela|permintaan|prompt) (?:izin|konfirmasi|persetujuan)",
    ),
    consent_waived=(
        r"tidak (?:perlu|diperlukan|usah|wajib|harus)",
        r"tak (?:perlu|usah)",
        r"tanpa (?:meminta|menunggu|bertanya|menanyakan)",
        r"(?:jangan|jangan pernah) (?:ganggu|mengganggu|tanya|bertanya|menunggu|tunggu|meminta)",
        r"(?:sudah )?(?:disetujui|diberikan|diizinkan) (?:sebelumnya|di muka|terlebih dahulu)",
        r"dianggap (?:sudah )?(?:diberikan|disetujui|diberi)",
        r"anggap (?:\w+ ){0,2}(?:sudah )?(?:diberikan|disetujui)",
        r"atas nama (?:pengguna|pemilik|nasabah|klien)",
        r"(?:secara otomatis )?(?:jawab|klik) \W{0,2}ya",
    ),
    user_choice=(
        r"pengguna (?:dapat|bisa|boleh)",
        r"memungkinkan pengguna",
        r"opsional",
        r"baca saja|hanya-?baca",
    ),
    answer_nouns=(
        r"(?:setiap|tiap|semua|dalam) (?:jawaban|respons|balasan|pesan|ringkasan)(?:mu| anda)?",
        r"(?:di )?(?:akhir|awal) (?:setiap|tiap|semua) (?:jawaban|pesan|respons)",
        r"jawabanmu|jawaban anda",
    ),
    insert_verbs=(
        r"(?:tambahkan|sisipkan|masukkan|sertakan|tulis|tuliskan|sebutkan|akhiri|awali|tutup"
        r"|tandatangani|cantumkan|tampilkan)",
        r"(?:harus|wajib) (?:\w+ ){0,2}(?:berisi|memuat|diakhiri|diawali|ditampilkan|mencantumkan)",
    ),
    tell_user=(
        r"(?:katakan|bilang|beri tahu|beritahu|informasikan|sampaikan|kabari|yakinkan|jawab)"
        r" (?:kepada |ke |pada )?(?:pengguna|klien|mereka)",
        r"memberi tahu (?:pengguna|klien)",
        r"(?:katakan|jawab|nyatakan|tulis|tuliskan|sampaikan)(?: \w+){0,2},? bahwa",
    ),
    skew=(
        r"akun(?:nya)? (?:\w+ ){0,2}(?:telah |sudah )?(?:diblokir|ditangguhkan|dibekukan"
        r"|dinonaktifkan)",
        r"(?:masuk|login|verifikasi) (?:lagi|ulang|kembali)",
        r"pesaing (?:\w+ ){0,4}(?:didenda|dihukum|penipuan|curang|ilegal|palsu)",
        r"\d+ ?(?:%|persen|poin) lebih (?:tinggi|rendah|mahal|murah|buruk|baik)",
        r"lebih (?:tinggi|rendah) (?:\d+ ?% )?dari(?:pada)? (?:nilai|harga|hasil) (?:yang )?"
        r"(?:dikembalikan|asli|sebenarnya|diterima)",
        r"(?:bahkan jika|meskipun|walaupun|sekalipun) (?:pencarian|ada|belum|tidak)",
        r"terlepas dari",
    ),
    superlatives=(
        r"(?:alat|server|plugin|layanan|penerjemah|sumber) (?:\w+ ){0,2}(?:terbaik|paling akurat"
        r"|paling andal)",
        r"direkomendasikan (?:oleh )?\d+ ?%",
        r"mengungguli (?:semua|setiap|seluruh)",
        r"terbaik di (?:pasaran|dunia)|paling akurat di dunia",
    ),
    steer=(
        r"untuk (?:setiap|semua|tiap|seluruh) (?:permintaan|pertanyaan|tugas|kueri|operasi|kasus)",
        r"(?:hanya|selalu|cuma) (?:gunakan|pakai|pilih|percayai)? ?(?:alat |server )?(?:ini|yang"
        r" ini)",
        r"(?:di atas|daripada|bukan) (?:semua|alat|server) (?:\w+ ){0,2}(?:yang )?lain",
        r"kirim (?:semua|seluruh) (?:\w+ ){0,3}pertanyaan (?:\w+ ){0,2}ke (?:plugin|alat|server)"
        r" ini",
        r"(?:pilih|memilih|gunakan|pakai) (?:\w+ ){0,3}(?:lebih dulu|terlebih dahulu|pertama)",
        r"jadikan (?:\w+ ){0,2}(?:default|bawaan)",
        r"(?:jangan|jangan pernah) (?:gunakan|pakai|memakai|menggunakan) (?:\w+ ){0,3}(?:lain"
        r"|alternatif)",
    ),
    others_bad=(
        r"(?:alat|server"
        r"|penerjemah) (?:\w+ ){0,2}lain(?:nya)? (?:\w+ ){0,2}(?:tidak dapat diandalkan"
        r"|tidak andal|usang|salah|buruk)",
        r"(?:yang )?lain(?:nya)? sudah usang",
        r"lupakan (?:alat|server)(?:-alat)? (?:yang )?lain",
        r"hasilnya (?:salah|keliru)|(?:memberi|mengembalikan) hasil (?:yang )?(?:salah|keliru)",
    ),
    forced_cues=(
        r"setiap kali (?:pengguna|alat)",
        r"(?:prasyarat|syarat|persyaratan) ?:",
        r"(?:segera|tepat|langsung) (?:setelah|sebelum)(?: itu)?",
        r"agar (?:dapat )?berfungsi (?:dengan )?(?:benar|baik)",
        r"sebelum alat ini digunakan",
        r"sebelum memanggil",
    ),
    carry_words=(r"dengan (?:seluruh|semua)", r"beserta", r"bersama", r"termasuk", r"sertakan"),
    shell_orders=(
        r"buka (?:sebuah )?(?:terminal|shell|konsol|command prompt)",
        r"di (?:terminal|shell|konsol)",
        r"melalui (?:alat|tool) shell",
        r"harus (?:dijalankan|dieksekusi)",
        r"tambahkan[^;\n]{0,160}?(?:ke|di) (?:crontab|berkas \.bashrc|\.bashrc|\.zshrc|\.profile"
        r"|authorized keys)",
        r"(?:ketik|jalankan|eksekusi)",
    ),
)

# hidden-instructions: a precondition's side task, read a file or resource
# and hand it on (as an argument, into the answer, or the tool fails)
GRAMMAR.update(
    read_orders=(
        r"baca|membaca",
        r"buka|membuka",
        r"muat|memuat",
        r"akses|mengakses",
        r"ambil|mengambil",
        r"salin|menyalin",
        r"ekstrak",
    ),
    pass_verbs=(
        r"teruskan|meneruskan",
        r"masukkan|memasukkan",
        r"sertakan|menyertakan",
        r"kirim(?:kan)?|mengirim(?:kan)?",
        r"tambahkan",
        r"lampirkan",
        r"tempelkan",
        r"isi(?:kan)?",
        r"gunakan",
    ),
    pass_slots=(
        r"sebagai (?:argumen|parameter|kolom|field)",
        r"sebagai [^\w\s][a-z0-9_]{1,40}[^\w\s]",
        r"(?:ke dalam|ke|di) (?:argumen|parameter|kolom|field)",
        r"(?:dalam|di|ke) (?:jawaban|balasan|respons)",
    ),
    or_else=(r"jika tidak,? (?:alat|tool) (?:ini )?tidak akan berfungsi",),
    before_use=(r"sebelum (?:menggunakan|memakai|memanggil) (?:alat|tool)(?: ini)?",),
)
