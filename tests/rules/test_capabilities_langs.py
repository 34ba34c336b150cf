"""Capability sorting of honest tool descriptions in the 24 languages read
besides English: each language's descriptions get their classes in several
registers (third person, imperative or infinitive, "this tool lets you ..."),
and a sentence that only mentions a harmful verb in passing (a list of
deleted files, a negation) does not become a harmful action."""

from __future__ import annotations

from typing import Any

import pytest

from rune import engine
from rune.model import Finding, Source
from rune.rules._capabilities import Capability, fold, profile, reading, sentence_action
from rune.sources.manifest import document_from_data

PRIV, UNTR, OUT, IRR = (
    Capability.PRIVATE,
    Capability.UNTRUSTED,
    Capability.OUTWARD,
    Capability.IRREVERSIBLE,
)

#: language -> (description, verb class of its main verb, capabilities it must show)
HONEST: dict[str, list[tuple[str, str, set[Capability]]]] = {
    "zh": [
        ("删除指定的文件。", "destroy", {IRR}),
        ("读取本地文件的内容并返回文本", "read", {PRIV}),
        ("向指定的频道发送一条消息", "send", {OUT}),
        ("通过关键词搜索网页并返回结果", "read", {UNTR}),
        ("此工具用于获取邮箱中的邮件", "read", {PRIV, UNTR}),
        ("執行 shell 命令並返回輸出", "execute", {IRR}),
        # 性别 holds 别 ("don't"), which is no negation there
        ("根据用户的性别和年龄来获取推荐的书单", "read", set()),
    ],
    "ja": [
        ("ファイルを読み込みます。", "read", {PRIV}),
        ("指定したパスのファイルを削除します", "destroy", {IRR}),
        ("Slack のチャンネルにメッセージを送信する", "send", {OUT}),
        ("ウェブページの本文を取得するツール", "read", {UNTR}),
        ("シェルコマンドを実行します", "execute", {IRR}),
    ],
    "ko": [
        ("지정한 파일을 삭제합니다.", "destroy", {IRR}),
        ("받은편지함의 메일 목록을 조회합니다", "read", {PRIV, UNTR}),
        ("채널에 메시지를 보냅니다", "send", {OUT}),
        ("셸 명령을 실행합니다", "execute", {IRR}),
    ],
    "th": [
        ("ลบไฟล์ที่ระบุ", "destroy", {IRR}),
        ("อ่านไฟล์จากดิสก์", "read", {PRIV}),
        ("ส่งอีเมลถึงผู้รับ", "send", {OUT}),
        ("เครื่องมือนี้ใช้ค้นหาหน้าเว็บ", "read", {UNTR}),
    ],
    "es": [
        ("Envía un mensaje al canal de Slack.", "send", {OUT}),
        ("Elimina el archivo indicado.", "destroy", {IRR}),
        ("Esta herramienta permite leer los archivos del proyecto.", "read", {PRIV}),
        ("Obtiene el contenido de una página web.", "read", {UNTR}),
        ("Ejecuta un comando en la terminal del servidor.", "execute", {IRR}),
    ],
    "pt": [
        ("Envia um e-mail para o destinatário.", "send", {OUT}),
        ("Exclui o arquivo informado.", "destroy", {IRR}),
        ("Lê o conteúdo de uma pasta do usuário.", "read", {PRIV}),
        ("Esta ferramenta permite buscar páginas na web.", "read", {UNTR}),
    ],
    "fr": [
        ("Supprime le fichier indiqué.", "destroy", {IRR}),
        ("Cet outil permet d'envoyer un courriel à un contact.", "send", {OUT}),
        ("Lit le contenu d'un fichier du dépôt.", "read", {PRIV}),
        ("Récupère les commentaires d'une issue.", "read", {UNTR}),
    ],
    "de": [
        ("Sendet eine E-Mail an die angegebene Adresse.", "send", {OUT}),
        ("Löscht die angegebene Datei.", "destroy", {IRR}),
        ("Datei löschen", "destroy", {IRR}),
        ("Liest den Inhalt einer Datei aus dem Arbeitsverzeichnis.", "read", {PRIV}),
        ("Ruft eine Webseite ab und gibt ihren Text zurück.", "read", {UNTR}),
        ("Führt einen Shell-Befehl auf dem Server aus.", "execute", {IRR}),
    ],
    "it": [
        ("Elimina il file indicato.", "destroy", {IRR}),
        ("Invia un messaggio al canale scelto.", "send", {OUT}),
        ("Legge il contenuto di una cartella.", "read", {PRIV}),
    ],
    "nl": [
        ("Verwijdert een bestand uit de map.", "destroy", {IRR}),
        ("Verstuurt een e-mail naar de ontvanger.", "send", {OUT}),
        ("Leest de inhoud van een bestand.", "read", {PRIV}),
        ("Een bestand verwijderen", "destroy", {IRR}),
    ],
    "pl": [
        ("Usuwa wskazany plik z dysku.", "destroy", {IRR}),
        ("Wysyła wiadomość na kanał zespołu.", "send", {OUT}),
        ("Odczytuje zawartość pliku.", "read", {PRIV}),
    ],
    "cs": [
        ("Smaže zadaný soubor z disku.", "destroy", {IRR}),
        ("Odešle e-mail zadanému příjemci.", "send", {OUT}),
        ("Načte obsah souboru.", "read", {PRIV}),
    ],
    "tr": [
        ("Belirtilen dosyayı siler.", "destroy", {IRR}),
        ("Kanala bir mesaj gönderir.", "send", {OUT}),
        ("Bir dosyanın içeriğini okur.", "read", {PRIV}),
    ],
    "ru": [
        ("Удаляет файл по указанному пути.", "destroy", {IRR}),
        ("Отправляет сообщение в канал.", "send", {OUT}),
        ("Этот инструмент позволяет читать содержимое файла.", "read", {PRIV}),
        ("Получает текст веб-страницы по адресу.", "read", {UNTR}),
    ],
    "uk": [
        ("Видаляє файл за вказаним шляхом.", "destroy", {IRR}),
        ("Надсилає повідомлення в канал.", "send", {OUT}),
        ("Читає вміст файлу.", "read", {PRIV}),
    ],
    "el": [
        ("Διαγράφει το αρχείο που δίνεται.", "destroy", {IRR}),
        ("Στέλνει ένα μήνυμα στο κανάλι.", "send", {OUT}),
        ("Διαβάζει το περιεχόμενο ενός αρχείου.", "read", {PRIV}),
    ],
    "ro": [
        ("Șterge fișierul specificat.", "destroy", {IRR}),
        ("Trimite un mesaj pe canalul echipei.", "send", {OUT}),
        ("Citește conținutul unui fișier.", "read", {PRIV}),
    ],
    "id": [
        ("Menghapus file yang ditentukan.", "destroy", {IRR}),
        ("Mengirim pesan ke saluran tim.", "send", {OUT}),
        ("Alat ini digunakan untuk membaca isi berkas.", "read", {PRIV}),
    ],
    "vi": [
        ("Xóa tệp đã chỉ định.", "destroy", {IRR}),
        ("Gửi tin nhắn đến kênh của nhóm.", "send", {OUT}),
        ("Đọc nội dung của tệp.", "read", {PRIV}),
    ],
    "ar": [
        ("يحذف الملف المحدد.", "destroy", {IRR}),
        ("يرسل رسالة إلى القناة.", "send", {OUT}),
        ("هذه الأداة تقرأ محتوى الملف.", "read", {PRIV}),
    ],
    "fa": [
        ("فایل مشخص‌شده را حذف می‌کند.", "destroy", {IRR}),
        ("یک پیام به کانال ارسال می‌کند.", "send", {OUT}),
        ("محتوای فایل را می‌خواند.", "read", {PRIV}),
    ],
    "he": [
        ("מוחק את הקובץ שצוין.", "destroy", {IRR}),
        ("שולח הודעה לערוץ.", "send", {OUT}),
        ("קורא את תוכן הקובץ.", "read", {PRIV}),
    ],
    "hi": [
        ("दी गई फ़ाइल को हटाता है।", "destroy", {IRR}),
        ("चैनल पर संदेश भेजता है।", "send", {OUT}),
        ("फ़ाइल की सामग्री पढ़ता है।", "read", {PRIV}),
    ],
    "bn": [
        ("নির্দিষ্ট ফাইল মুছে ফেলে।", "destroy", {IRR}),
        ("চ্যানেলে বার্তা পাঠায়।", "send", {OUT}),
        ("ফাইলের বিষয়বস্তু পড়ে।", "read", {PRIV}),
    ],
}

#: language -> sentences that mention a harmful verb only in passing
PASSING: dict[str, list[str]] = {
    "zh": ["列出已删除的文件", "不会删除任何文件，只返回文件大小", "获取已发送的邮件列表"],
    "ja": [
        "削除されたファイルの一覧を返します",
        "ファイルを削除しません",
        "送信済みメールを検索します",
    ],
    "ko": ["삭제된 파일 목록을 조회합니다", "파일을 삭제하지 않습니다"],
    "th": ["ไม่ลบไฟล์ใด ๆ", "แสดงรายการไฟล์ที่ถูกลบ"],
    "es": ["Lista los archivos eliminados de la papelera.", "No elimina ningún archivo."],
    "pt": ["Lista os arquivos excluídos da lixeira.", "Não exclui nenhum arquivo."],
    "fr": ["Liste les fichiers supprimés de la corbeille.", "Ne supprime aucun fichier."],
    "de": [
        "Listet die gelöschten Dateien im Papierkorb auf.",
        "Löscht keine Dateien, zeigt nur ihre Größe.",
    ],
    "it": ["Elenca i file eliminati dal cestino.", "Non elimina alcun file."],
    "nl": [
        "Toont de verwijderde bestanden in de prullenbak.",
        "Verwijdert geen bestanden, toont alleen de grootte.",
    ],
    "pl": ["Wyświetla listę usuniętych plików.", "Nie usuwa żadnych plików."],
    "cs": ["Vypíše seznam smazaných souborů.", "Nesmaže žádný soubor."],
    "tr": ["Silinen dosyaları listeler.", "Hiçbir dosyayı silmez."],
    "ru": ["Возвращает список удалённых файлов.", "Не удаляет файлы."],
    "uk": ["Повертає список видалених файлів.", "Не видаляє файли."],
    "el": ["Εμφανίζει λίστα με τα διαγραμμένα αρχεία.", "Δεν διαγράφει αρχεία."],
    "ro": ["Listează fișierele șterse din coș.", "Nu șterge niciun fișier."],
    "id": ["Menampilkan daftar file yang dihapus.", "Tidak menghapus file apa pun."],
    "vi": ["Liệt kê các tệp đã bị xóa.", "Không xóa tệp nào."],
    "ar": ["يعرض قائمة الملفات المحذوفة.", "لا يحذف أي ملف."],
    "fa": ["فهرست فایل‌های حذف‌شده را نمایش می‌دهد.", "هیچ فایلی را حذف نمی‌کند."],
    "he": ["מציג רשימה של קבצים שנמחקו.", "לא מוחק אף קובץ."],
    "hi": ["हटाई गई फ़ाइलों की सूची दिखाता है।", "कोई फ़ाइल नहीं हटाता है।"],
    "bn": ["মুছে ফেলা ফাইলের তালিকা দেখায়।", "কোনো ফাইল মুছে ফেলে না।"],
}

HARMFUL = ("destroy", "send", "execute")


def _cases() -> list[tuple[str, str, str, set[Capability]]]:
    return [(lang, d, k, caps) for lang, rows in HONEST.items() for d, k, caps in rows]


def test_every_language_is_covered() -> None:
    assert set(HONEST) == set(PASSING)
    assert len(HONEST) == 24 and "en" not in HONEST
    assert all(len(rows) >= 3 for rows in HONEST.values())


@pytest.mark.parametrize(("lang", "desc", "kind", "caps"), _cases())
def test_honest_description_gets_its_classes(
    lang: str, desc: str, kind: str, caps: set[Capability]
) -> None:
    seen = reading(desc)
    assert seen is not None and seen.lang == lang
    act = sentence_action(desc)
    assert act is not None and act.kind == kind, (desc, act)
    # the action points at a word of the description itself
    assert desc[act.start : act.end].strip() and act.end <= len(desc)
    # a name that says nothing leaves the description to decide
    got = profile({"name": "tool", "description": desc}).kinds
    assert caps <= got, (desc, got)


@pytest.mark.parametrize(
    ("lang", "desc"), [(lang, d) for lang, rows in PASSING.items() for d in rows]
)
def test_passing_mention_is_not_an_action(lang: str, desc: str) -> None:
    act = sentence_action(desc)
    assert act is None or act.kind not in HARMFUL, (desc, act)
    assert Capability.IRREVERSIBLE not in profile({"name": "tool", "description": desc}).kinds


def deceptive(tool: dict[str, Any]) -> list[Finding]:
    doc = document_from_data({"tools": [tool]}, Source(label="t", kind="manifest"))
    return [f for f in engine.scan_documents([doc]) if f.rule == "deceptive-annotations"]


@pytest.mark.parametrize(
    "desc",
    [
        "删除指定的文件",
        "指定したファイルを削除します",
        "Удаляет файл.",
        "Envía el informe por correo.",
    ],
)
def test_read_only_claim_against_a_foreign_harmful_verb(desc: str) -> None:
    (f,) = deceptive({"name": "tool", "description": desc, "annotations": {"readOnlyHint": True}})
    assert f.severity.label == "medium" and f.path == ("description",)
    assert f.matched and f.matched in desc


@pytest.mark.parametrize("desc", [d for rows in PASSING.values() for d in rows])
def test_read_only_tool_that_mentions_deletion_is_quiet(desc: str) -> None:
    assert (
        deceptive({"name": "tool", "description": desc, "annotations": {"readOnlyHint": True}})
        == []
    )


def test_foreign_title_that_reads_as_a_lookup() -> None:
    (f,) = deceptive({"name": "delete_repository", "title": "Repositorys für ein Konto auflisten"})
    assert f.path == ("title",) and f.matched == "auflisten"
    assert deceptive({"name": "delete_repository", "title": "Repository löschen"}) == []


def test_english_stays_english() -> None:
    # English function words keep a sentence out of the other vocabularies
    assert reading("Define a new rule for the project") is None
    assert reading("Returns the weather forecast.") is None
    # a possessive's "s" and a lone "a" are no evidence of Czech
    assert reading("Get a user's recent submissions") is None


def test_fold_keeps_offsets() -> None:
    text, where = fold("Straße İstanbul")
    assert text.startswith("strasse istanbul")
    assert where[text.index("istanbul")] == "Straße İstanbul".index("İ")
    assert len(where) == len(text) + 1
