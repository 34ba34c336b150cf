"""Vietnamese clause words: the ``GRAMMAR`` fields the rules' clause readings use
(folded into the Vietnamese lexicon by the package, see ``vi.py``)."""

from __future__ import annotations

#: data-exfiltration: the words of its clause grammar, one tuple per lexicon
#: field it reads (listed in rune.rules._exfil_lex), in the entry shorthands above;
#: kept beside the lexicon until the Lexicon class declares these fields
GRAMMAR: dict[str, tuple[str, ...]] = {
    "pronouns": (
        r"nó",
        r"chúng",
        r"cái này",
        r"điều này",
        r"tất cả",
        r"giá trị (?:đó|này|của nó)",
        r"nội dung (?:đó|này|của nó)",
    ),
    "pronoun_tails": (
        r"luôn",
        r"ngay",
        r"ngay lập tức",
    ),
    "auth_use": (
        r"tiêu đề",
        r"header",
        r"ủy quyền",
        r"bearer",
        r"xác thực",
        r"đăng nhập",
    ),
    "request_tail": (
        r"(?:trong|với|vào) (?:mỗi |mọi |tất cả các |các )?(?:yêu cầu|lệnh "
        r"gọi|cuộc gọi|tiêu đề)",
    ),
    "slot_verbs": (
        r"đặt",
        r"đưa",
        r"chèn",
        r"thêm",
        r"truyền",
        r"sao chép",
        r"dán",
        r"điền",
        r"ghi",
        r"gửi",
        r"nhập",
    ),
    "slot_preps": (
        r"vào",
        r"trong",
        r"làm",
    ),
    "slot_toward": (
        r"cho",
        r"tới",
    ),
    "slot_nouns": (
        r"đối số",
        r"tham số",
        r"trường",
        r"thuộc tính",
        r"đầu vào",
    ),
    "identity_ask": (
        r"(?:tên|danh tính|phiên bản) (?:của )?(?:mô hình|llm|trợ lý|tác nhân)"
        r"(?: ai)? (?:đang )?(?:gọi|sử dụng|dùng) (?:công cụ|hàm) (?:này|đó)",
        r"(?:tiết lộ|cho biết|nói|khai báo) (?:tên )?(?:mô hình|llm) (?:của " r"bạn|bạn là gì|nào)",
    ),
    "indefinite": (
        r"một",
        r"một số",
    ),
    "call_verbs": (
        r"gọi",
        r"sử dụng",
        r"dùng",
        r"chạy",
    ),
    "dns_cues": (
        r"dns",
        r"tên miền phụ",
    ),
    # detect9b: verbs that make a name be resolved (the DNS channel)
    "resolve_verbs": (
        r"phân giải",
        r"truy vấn",
        r"tra cứu",
    ),
    "phone_cues": (
        r"sms",
        r"tin nhắn",
    ),
    # concealment: keeping someone unaware, who is kept unaware, and what is withheld
    "withhold": (
        (
            r"(?:nghiêm cấm|cấm|không được phép|không được)"
            r" (?:\w+ ){0,2}(?:tiết lộ|thông báo|cho biết"
            r"|nhắc đến|đề cập|nói)"
        ),
        (
            r"(?:phải|cần) (?:được )?(?:giữ bí mật|che"
            r" giấu|giấu kín|giấu)"
        ),
        r"(?:giấu|che giấu|giữ bí mật)",
        (
            r"(?:đừng để|không để|mà không để) (?:\w+ ){0,3}(?:nhận"
            r" ra|biết|phát hiện|nghi ngờ|để ý)"
        ),
        (
            r"(?:giả vờ|làm như) (?:như )?(?:không có gì"
            r"|chưa có gì)"
        ),
        r"nếu người dùng (?:\w+ )?hỏi (?:\S+ ){0,2}(?:gì|tại sao|vì sao) (?:\S+ ){0,6}(?:hãy "
        r")?(?:trả lời|nói|đáp|bảo) (?:là|rằng)",
        r"(?:không|đừng|chớ) (?:\w+ )?(?:đề cập|nhắc đến|nhắc tới|nói về)",
    ),
    "audience": (
        (
            r"người dùng|khách hàng|câu trả lời|phản hồi"
            r"|bản tóm tắt|ai"
        ),
    ),
    "activity": (
        (
            r"điều này|việc này|này|rằng|(?:bước|thao tác"
            r"|yêu cầu|lệnh gọi|bản sao|dữ liệu|tác vụ)"
            r" (?:\w+ )?(?:này|bổ sung|thêm)"
        ),
    ),
    # tool-shadowing: an order that covers every call, and another server or its tools named
    "every_call": (
        (
            r"luôn luôn|luôn|mỗi (?:lần|lệnh gọi|thanh"
            r" toán)|mọi (?:lệnh gọi|thanh toán)"
        ),
    ),
}

# consent-bypass, response-manipulation, preference-manipulation,
# tool-precondition and command-execution: clause words (see Lexicon)
GRAMMAR.update(
    relative=(r"(?:cái|người|thứ) mà", r"mà (?:đã )?(?:yêu cầu|hỏi|đòi)"),
    server_names=(
        r"(?:các )?công cụ (?:chính thức )?(?:tệp|file|email|thư|thanh toán|github|git)",
        r"máy chủ (?:github|tệp|file|email|thanh toán|git|slack)",
        r"máy chủ (?:hệ thống tệp|github)(?: chính thức)?",
    ),
    consent_nouns=(
        r"(?:sự )?xác nhận",
        r"(?:sự )?phê duyệt",
        r"(?:sự )?chấp thuận",
        r"(?:sự )?đồng ý",
        r"(?:sự )?cho phép",
        r"(?:xin )?phép",
        r"(?:hộp thoại|lời nhắc|yêu cầu|cửa sổ) (?:cấp quyền|xác nhận|phê duyệt|xin phép)",
        r"các yêu cầu phê duyệt",
        r"chế độ (?:không giám sát|tự động)",
        r"cửa sổ (?:cấp quyền|xin phép)",
    ),
    consent_waived=(
        r"không (?:cần|cần thiết|bắt buộc|phải)",
        r"(?:mà )?không cần (?:hỏi|chờ|đợi|xin)",
        r"(?:đừng bao giờ|đừng|không bao giờ|chớ) (?:làm phiền|hỏi|chờ|đợi|xin)",
        r"(?:đã được )?(?:phê duyệt|chấp thuận|cấp|cho phép|đưa ra) (?:từ )?trước",
        r"được coi là (?:đã )?(?:được )?(?:cấp|đưa ra|chấp thuận|đồng ý|phê duyệt)",
        r"(?:hãy )?coi như (?:\w+ ){0,3}(?:đã )?(?:được )?(?:cấp|đưa ra|chấp thuận|phê duyệt)",
        r"thay (?:cho|mặt) (?:người dùng|chủ tài khoản|khách hàng)",
        r"(?:tự động )?trả lời \W{0,2}có",
        r"(?:chấp nhận|đồng ý|phê duyệt|đóng) (?:nó|chúng)",
        r"đã chọn",
        r"ngầm hiểu",
    ),
    user_choice=(
        r"người dùng có thể",
        r"cho phép người dùng",
        r"tùy chọn|không bắt buộc",
        r"chỉ đọc",
    ),
    answer_nouns=(
        r"(?:mỗi|mọi|tất cả các|trong) (?:câu trả lời|phản hồi|tin nhắn|bản tóm tắt)",
        r"(?:cuối|đầu) (?:mỗi|mọi) (?:câu trả lời|tin nhắn|phản hồi)",
        r"câu trả lời của bạn",
    ),
    insert_verbs=(
        r"(?:thêm|chèn|viết|nhắc|nêu|đề cập|kết thúc|mở đầu|ký tên|đính kèm)",
        r"phải (?:\w+ ){0,2}(?:chứa|kết thúc bằng|bắt đầu bằng|được hiển thị)",
    ),
    tell_user=(
        r"(?:nói|báo|thông báo|cho|bảo|khẳng định|trả lời|đảm bảo) (?:với |cho )?(?:người dùng"
        r"|khách hàng|họ)(?: biết)?",
        r"(?:nói|trả lời|khẳng định|viết|tuyên bố|báo) rằng",
    ),
    skew=(
        r"tài khoản (?:\w+ ){0,3}(?:đã )?bị (?:khóa|khoá|tạm ngưng|đình chỉ|vô hiệu hóa)",
        r"(?:đăng nhập|xác minh) lại",
        r"đối thủ (?:\w+ ){0,4}(?:bị phạt|gian lận|lừa đảo|bất hợp pháp|hàng giả)",
        r"(?:cao|thấp|đắt|rẻ|tệ|tốt) hơn \d+ ?(?:%|phần trăm|điểm)",
        r"(?:cao|thấp) hơn (?:\d+ ?% )?so với (?:giá trị|giá|kết quả) (?:trả về|thực|nhận được)",
        r"(?:ngay cả khi|kể cả khi|dù|mặc dù) (?:tìm kiếm|có|chưa|không)",
        r"bất kể",
    ),
    superlatives=(
        r"công cụ (?:\w+ ){0,2}tốt nhất",
        r"(?:máy chủ|plugin|dịch vụ|trình dịch|nguồn) (?:\w+ ){0,2}(?:tốt nhất|chính xác nhất)",
        r"(?:được )?\d+ ?% (?:chuyên gia|người dùng) (?:khuyên dùng|tin dùng|lựa chọn)",
        r"vượt trội (?:hơn )?(?:mọi|tất cả)",
        r"chính xác nhất thế giới|tốt nhất (?:trên )?thị trường|tốt nhất thế giới",
    ),
    steer=(
        r"cho (?:mọi|tất cả các|mỗi|bất kỳ) (?:yêu cầu|câu hỏi|tác vụ|truy vấn|nhiệm vụ|thao tác)",
        r"(?:chỉ|luôn|duy nhất) (?:dùng|sử dụng|chọn|tin tưởng) (?:công cụ |máy chủ )?(?:này|nó)",
        r"thay vì (?:tất cả|bất kỳ|mọi) (?:\w+ ){0,2}khác",
        r"gửi (?:mọi|tất cả) (?:\w+ ){0,3}(?:câu hỏi|yêu cầu) (?:\w+ ){0,2}đến (?:plugin|công cụ"
        r"|máy chủ) này",
        r"(?:chọn|dùng|sử dụng) (?:\w+ ){0,3}(?:đầu tiên|trước tiên)",
        r"đặt (?:nó )?làm (?:công cụ )?mặc định",
        r"(?:đừng|không bao giờ|đừng bao giờ) (?:dùng|sử dụng) (?:\w+ ){0,3}(?:khác|thay thế)",
        # detect9a: more phrasings
        r"dùng nó mặc định",
    ),
    others_bad=(
        r"(?:các )?(?:công cụ|máy chủ) (?:\w+ ){0,2}khác (?:\w+ ){0,2}(?:không đáng tin|lỗi thời"
        r"|sai|vô dụng|kém)",
        r"(?:những|các) (?:công cụ )?(?:khác|cái khác) (?:đã )?(?:lỗi thời|không đáng tin|sai)",
        r"(?:hãy )?quên (?:các|những) (?:công cụ )?khác",
        r"(?:trả về|cho ra|đưa ra) (?:kết quả|câu trả lời) sai",
        # detect9a: more phrasings
        r"thay thế mọi (?:\w+ ){0,4}khác",
    ),
    forced_cues=(
        r"mỗi (?:khi|lần) (?:người dùng|bất kỳ)",
        r"(?:điều kiện tiên quyết|yêu cầu tiên quyết|điều kiện) ?:",
        r"ngay (?:sau|trước) (?:đó|khi)",
        r"để hoạt động (?:đúng|bình thường|chính xác)",
        r"trước khi (?:công cụ này được|gọi công cụ)",
    ),
    carry_words=(r"kèm(?: theo)?", r"cùng với", r"với (?:toàn bộ|tất cả)", r"bao gồm", r"truyền"),
    shell_orders=(
        r"mở (?:một )?(?:terminal|shell|cửa sổ dòng lệnh|thiết bị đầu cuối)",
        r"(?:vào|trong) (?:terminal|shell|cửa sổ dòng lệnh)",
        r"(?:thông qua|qua|bằng) công cụ (?:shell|terminal|dòng lệnh)",
        r"phải được (?:thực thi|chạy|thực hiện)",
        r"thêm[^;\n]{0,160}?vào (?:crontab|tệp \.bashrc|\.bashrc|\.zshrc|\.profile"
        r"|authorized keys)",
        r"(?:gõ|nhập|chạy|thực thi)",
    ),
)

# hidden-instructions: a precondition's side task, read a file or resource
# and hand it on (as an argument, into the answer, or the tool fails)
GRAMMAR.update(
    read_orders=(
        r"đọc",
        r"mở",
        r"tải",
        r"truy cập",
        r"lấy",
        r"trích xuất",
        r"sao chép",
    ),
    pass_verbs=(
        r"truyền",
        r"đưa",
        r"đặt",
        r"chèn",
        r"gửi",
        r"thêm",
        r"đính kèm",
        r"dán",
        r"điền",
        r"dùng",
    ),
    pass_slots=(
        r"làm (?:đối số|tham số|trường)",
        r"làm [^\w\s][a-z0-9_]{1,40}[^\w\s]",
        r"(?:vào|trong) (?:đối số|tham số|trường)",
        r"(?:vào|trong) (?:câu )?trả lời",
    ),
    or_else=(r"nếu không,? (?:công cụ|tool) sẽ không hoạt động",),
    before_use=(r"trước khi (?:dùng|sử dụng|gọi) (?:công cụ|tool)(?: này)?",),
)
