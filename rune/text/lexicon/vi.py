"""Vietnamese phrasing (see the package docstring for the entry shorthands).

Vietnamese spaces its syllables, so entries are matched as whole words; both
placements of the tone mark in ``khoá``/``khóa`` are written.
"""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon

_EARLIER = r"(?:trước đó|trước đây|trước|ở trên|phía trên|ban đầu|gốc|của hệ thống|hệ thống)"
_RULES = r"(?:hướng dẫn|chỉ dẫn|chỉ thị|lệnh|quy tắc|yêu cầu|chỉ lệnh)"
_USER = r"(?:người dùng|người sử dụng|user)"
_KEY = r"kh(?:óa|oá)"

LEXICON = Lexicon(
    lang="vi",
    override=(
        r"(?:bỏ qua|phớt lờ|quên|quên đi|lờ đi|không tuân theo|đừng tuân theo) "
        r"(?:hết )?(?:tất cả |mọi |toàn bộ )?(?:các |những )?" + _RULES + r" " + _EARLIER,
        r"(?:bỏ qua|phớt lờ|quên) (?:mọi thứ|tất cả những gì) (?:ở trên|đã nói|trước đó)",
        r"(?:tắt|vô hiệu hóa|vô hiệu hoá|vượt qua|bỏ qua) (?:tất cả |mọi )?(?:các )?"
        r"(?:bộ lọc|kiểm tra|biện pháp|giới hạn|quy tắc|rào cản) (?:an toàn|bảo mật)",
        r"(?:chỉ thị|hướng dẫn) này (?:ghi đè|được ưu tiên hơn|thay thế) (?:tất cả |mọi )?"
        r"(?:các )?" + _RULES,
    ),
    role=(
        r"(?:bây giờ|từ giờ|từ bây giờ|kể từ bây giờ)(?: trở đi)?,? (?:bạn|mày|ngươi) "
        r"(?:là|đang ở|phải|sẽ luôn|hãy)",
        r"chế độ (?:nhà phát triển|dan|không giới hạn|không hạn chế) (?:đã được |đã )?"
        r"(?:bật|kích hoạt)",
        r"(?:bạn|mày) đang ở chế độ (?:nhà phát triển|dan|không giới hạn|quản trị)",
        r"hướng dẫn mới ?:",
        r"(?:hãy )?hành động như (?:một )?(?:quản trị viên|root|siêu người dùng)",
    ),
    impersonation=(r"tin nhắn quan trọng từ người dùng (?:gửi )?(?:cho|tới|đến) bạn",),
    conceal=(
        r"(?:đừng|không được|không|chớ|tuyệt đối không) (?:nói|kể|báo|thông báo|tiết lộ"
        r"|đề cập) (?:gì |điều này |việc này )?(?:cho|với|tới) " + _USER,
        r"(?:đừng|không được|tuyệt đối không) (?:để|cho) " + _USER + r" (?:biết|thấy|phát hiện)",
        r"(?:đừng|không được) (?:đề cập|nhắc|tiết lộ) (?:đến |tới )?(?:điều này|việc này"
        r"|chuyện này)",
        r"(?:mà|một cách) không (?:để|cho) " + _USER + r" (?:biết|hay biết)",
        r"(?:mà )?không (?:thông báo|báo) cho " + _USER,
        _USER + r" (?:không được|không nên|không bao giờ được|tuyệt đối không được) "
        r"(?:biết|phát hiện)",
        r"giữ (?:bí mật|kín) (?:điều này|việc này|chuyện này)",
        r"(?:âm thầm|lặng lẽ|bí mật|lén lút|lén) (?:gửi|chuyển|tải lên|sao chép)",
    ),
    send_verbs=(
        r"gửi",
        r"chuyển tiếp|chuyển",
        r"tải lên",
        r"đăng tải|đăng",
        r"sao chép",
        r"chia sẻ",
        r"truyền",
    ),
    hostile_verbs=(r"đánh cắp|lấy cắp|trộm", r"rò rỉ|làm lộ|tuồn"),
    secrets=(
        _KEY + r" api",
        r"api~keys?",
        r"mật khẩu",
        r"thông tin (?:đăng nhập|xác thực)",
        r"(?:mã|token) truy cập",
        _KEY + r" (?:riêng tư|bí mật|ssh|cá nhân)",
        r"(?:tệp|file) \.env",
        r"biến môi trường",
    ),
    system_prompt=(r"(?:lời nhắc|prompt|chỉ dẫn|chỉ thị) hệ thống", r"system~prompt"),
    instruments=(r"bằng", r"sử dụng", r"qua", r"thông qua", r"dùng"),
    local_words=(r"tệp", r"tập tin", r"thư mục", r"cục bộ"),
    read_verbs=(r"đọc", r"mở", r"tải", r"nội dung", r"sao chép", r"truy cập"),
    negations=(r"không", r"đừng", r"chớ", r"chẳng", r"không bao giờ"),
    preference=(
        r"(?:luôn luôn|luôn) (?:ưu tiên )?(?:sử dụng|dùng|chọn|gọi) công cụ này",
        r"công cụ tốt nhất (?:thế giới|trên thế giới)",
        r"thay vì (?:bất kỳ|mọi|tất cả các) công cụ (?:nào )?khác",
        r"bỏ qua (?:tất cả |mọi )?(?:các )?công cụ khác",
    ),
    addressee=(
        r"(?:ghi chú|lưu ý|thông điệp) (?:cho|gửi) (?:ai|trợ lý|mô hình|tác tử|agent)",
        r"(?:trợ lý|mô hình|tác tử|ai) (?:phải|cần phải|bắt buộc phải)",
        r"(?:chú ý|lưu ý),? (?:trợ lý|ai|tác tử)",
        r"hướng dẫn (?:dành )?cho (?:ai|trợ lý|mô hình|tác tử)",
    ),
    disclose_verbs=(
        r"(?:tiết lộ|hiển thị|in ra|lặp lại|nhắc lại|xuất ra|tóm tắt|dịch|mã hóa|mã hoá"
        r"|liệt kê|trích dẫn|cho xem)",
    ),
    exec_verbs=(
        r"chạy",
        r"thực thi|thực hiện lệnh",
        r"khởi chạy",
        r"dán (?:\w+ ){0,3}vào (?:terminal|thiết bị đầu cuối)",
    ),
    consent_bypass=(
        r"(?:mà )?không (?:cần )?(?:hỏi|xin|yêu cầu) (?:sự )?(?:xác nhận|cho phép|đồng ý)",
        r"(?:đừng|không bao giờ|không được) (?:hỏi|xin) (?:người dùng )?(?:xác nhận|phép"
        r"|sự cho phép)",
        r"coi (?:như )?(?:đã được )?(?:phê duyệt|chấp thuận|cho phép) (?:trước|sẵn)",
        r"(?:trả lời|chọn) (?:có|yes) (?:cho|với) (?:mọi|tất cả) (?:câu hỏi|lời nhắc|yêu cầu)",
    ),
    precondition=(
        r"trước khi (?:sử dụng|dùng|gọi) công cụ này,? (?:bạn )?(?:phải|cần)",
        r"sau (?:mỗi|mọi) (?:lần gọi|lệnh gọi|lần sử dụng)",
        r"mỗi (?:khi|lần) (?:bất kỳ )?công cụ (?:nào )?được (?:sử dụng|gọi)",
    ),
    response_inject=(
        r"(?:thêm|chèn|đưa|đính kèm) (?:\w+ ){0,5}vào (?:câu trả lời|phản hồi|mọi câu trả lời)",
        r"(?:nói|báo|thông báo) (?:với |cho )?" + _USER + r" (?:rằng|là)",
    ),
    deprecation=(
        r"(?:đã )?(?:bị )?(?:ngừng hỗ trợ|lỗi thời|xâm phạm|ngừng hoạt động|hỏng|ngoại tuyến)",
        r"không còn hoạt động",
    ),
    conversation=(
        r"(?:toàn bộ )?(?:cuộc trò chuyện|cuộc hội thoại|lịch sử trò chuyện|lịch sử chat)",
        r"tin nhắn của " + _USER,
        r"(?:toàn bộ|đầy đủ) ngữ cảnh",
    ),
    mention=(
        r"chẳng hạn như|ví dụ|như là|(?:văn bản|câu|tin nhắn|chỉ dẫn|nỗ lực) (?:như|kiểu)|cố gắng"
        r"|nỗ lực|phát hiện|nhận diện|đánh dấu|chặn|cảnh báo",
    ),
    caveats=(
        r"không khuyến nghị|không khuyến khích|chỉ (?:dùng )?(?:để|cho) (?:kiểm thử|phát triển"
        r"|gỡ lỗi|cục bộ)|tự chịu rủi ro|không an toàn|nguy hiểm",
    ),
    order_cues=(
        r"bạn|của bạn|phải|hãy|đảm bảo|đừng|không được|không bao giờ|luôn|luôn luôn|vui lòng"
        r"|ngay lập tức",
    ),
    destructive=(r"xóa|xoá|hủy|huỷ|phá hủy|làm trống|định dạng ổ đĩa|ghi đè|thu hồi",),
    forged_labels=(
        r"(?:thông báo|tin nhắn|chỉ thị|hướng dẫn) (?:từ )?(?:hệ thống|nhà vận hành|quản trị viên"
        r"|nhà phát triển) ?:|\[ ?(?:hệ thống|quản trị|nhà vận hành)(?: \w+)? ?\]|tin nhắn từ "
        r"(?:các )?nhà phát triển của bạn",
    ),
    authority=(
        r"người dùng|trợ lý|mô hình|an toàn|bảo mật|quy tắc|hạn chế|quyền|quyền hạn|truy cập|lệnh"
        r"|chỉ dẫn|bộ lọc|tuân theo",
    ),
    passive=(
        r"(?:được|sẽ được|phải được|cần được) (?:\w+ ){0,2}(?:gửi|chuyển tiếp|tải lên|đăng"
        r"|sao chép|chia sẻ)",
    ),
    fill_verbs=(r"điền(?: vào)?|nhập|dán|cung cấp|đưa vào|thêm|sao chép|phải chứa",),
    harvest_marks=(
        r"của người dùng|từ môi trường|từ hệ thống|tất cả|mọi|mỗi|toàn bộ|đầy đủ|nguyên văn"
        r"|ngay cả khi|giá trị của|nội dung của",
    ),
    whole=(r"toàn bộ|đầy đủ|tất cả|mọi|cho đến nay|lịch sử|trước đó",),
    artifacts=(
        r"mẫu|thư viện|cấu hình|trình soạn thảo|cài đặt|tham số|trường|biến|phiên bản|ví dụ"
        r"|lược đồ",
    ),
    user_acts=(r"để bạn có thể|để người dùng có thể|cho phép bạn|cho phép người dùng",),
    stealth=(r"âm thầm|lặng lẽ|bí mật|lén lút|lén",),
    source_words=(r"từ",),
    falsehood=(
        r"ngay cả khi|bất kể|khẳng định rằng|giả vờ|sai sự thật|(?:đã )?bị (?:khóa|tạm ngưng"
        r"|xâm phạm|hết hạn)",
    ),
    promotion=(
        r"được tài trợ bởi|mã giảm giá|mã khuyến mãi|dùng mã|giảm giá|ưu đãi đặc biệt|mua ngay"
        r"|truy cập https?://",
    ),
    metadata_only=(
        r"để (?:liệt kê|hiển thị) tên|chỉ (?:lấy )?tên|không (?:hiển thị|đọc) (?:khóa|bí mật"
        r"|giá trị)",
    ),
    tamper=(
        r"(?:luôn )?(?:thêm|đặt|dùng|ép) (?:\w+ )?(?:cờ|tham số|tùy chọn|tiêu đề|người nhận|bcc"
        r"|cc)|(?:đổi|thay|sửa) (?:\w+ ){0,2}(?:người nhận|đích|tài khoản|iban|địa chỉ|mã chứng"
        r" khoán|số tiền|nhánh|url)",
    ),
    redirect=(
        r"(?:hãy )?(?:dùng|chọn|gọi) (?:công cụ|máy chủ) (?:này|của chúng tôi) thay vào đó"
        r"|thông qua máy chủ này",
    ),
)


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
    ),
    others_bad=(
        r"(?:các )?(?:công cụ|máy chủ) (?:\w+ ){0,2}khác (?:\w+ ){0,2}(?:không đáng tin|lỗi thời"
        r"|sai|vô dụng|kém)",
        r"(?:những|các) (?:công cụ )?(?:khác|cái khác) (?:đã )?(?:lỗi thời|không đáng tin|sai)",
        r"(?:hãy )?quên (?:các|những) (?:công cụ )?khác",
        r"(?:trả về|cho ra|đưa ra) (?:kết quả|câu trả lời) sai",
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
