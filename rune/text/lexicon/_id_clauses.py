"""Indonesian clause words: the ``GRAMMAR`` fields the rules' clause readings use
(folded into the Indonesian lexicon by the package, see ``id.py``)."""

from __future__ import annotations

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
    # detect9b: verbs that make a name be resolved (the DNS channel)
    "resolve_verbs": (
        r"resolusikan",
        r"resolve",
        r"selesaikan",
        r"kueri",
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
        r"(?:jika|kalau|bila|apabila) pengguna (?:\w+ )?(?:bertanya|menanyakan|tanya),? (?:apa"
        r"|kenapa|mengapa) (?:\S+ ){0,6}(?:jawab|katakan|bilang|sampaikan)(?:lah)? (?:bahwa|kalau)",
        r"jangan (?:menyebut|menyinggung|mengungkap|memberitahu|memberi tahu)\w*",
        r"tidak boleh (?:di)?(?:beritahu|ketahui|sampaikan|ungkap)\w*",
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
        r"server (?:sistem file|sistem berkas)(?: resmi)?",
    ),
    consent_nouns=(
        r"konfirmasi",
        r"persetujuan",
        r"izin",
        r"otorisasi",
        r"restu",
        r"(?:dialog|jendela|permintaan|prompt) (?:izin|konfirmasi|persetujuan)",
        r"mode (?:tanpa pengawasan|otomatis)",
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
        r"(?:terima|setujui|tutup|izinkan)(?:lah)? saja",
        r"sudah memilih",
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
