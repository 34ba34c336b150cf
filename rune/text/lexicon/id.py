"""Indonesian phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon
from rune.text.lexicon._id_clauses import GRAMMAR

__all__ = ["GRAMMAR", "LEXICON"]

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
        r"(?:dulu|terlebih dahulu)\b.{0,40}(?:beri tahu|kabari|beritahu|informasikan) "
        r"(?:\w+ ){0,3}(?:belakangan|nanti|kemudian)",
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
        r"(?:gunakan|pakai) alat (?:ini|kami)|melalui alat (?:ini|kami)",
    ),
)
