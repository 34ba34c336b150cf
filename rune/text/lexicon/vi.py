"""Vietnamese phrasing (see the package docstring for the entry shorthands).

Vietnamese spaces its syllables, so entries are matched as whole words; both
placements of the tone mark in ``khoá``/``khóa`` are written.
"""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon
from rune.text.lexicon._vi_clauses import GRAMMAR

__all__ = ["GRAMMAR", "LEXICON"]

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
        # passive: the earlier instructions are void, revoked or replaced
        r"(?:các |những |mọi )?(?:chỉ thị|hướng dẫn|quy tắc|lệnh) "
        r"(?:trước đây|trước đó|cũ|ban đầu) "
        r"(?:đã |đều )?(?:bị |được )?(?:hủy bỏ|huỷ bỏ|vô hiệu|thay thế|bãi bỏ"
        r"|không còn hiệu lực)",
    ),
    role=(
        r"(?:bây giờ|từ giờ|từ bây giờ|kể từ bây giờ)(?: trở đi)?,? (?:bạn|mày|ngươi) "
        r"(?:là|đang ở|phải|sẽ luôn|hãy)",
        r"chế độ (?:nhà phát triển|dan|không giới hạn|không hạn chế) (?:đã được |đã )?"
        r"(?:bật|kích hoạt)",
        r"(?:bạn|mày) đang ở chế độ (?:nhà phát triển|dan|không giới hạn|quản trị)",
        r"hướng dẫn mới ?:",
        r"(?:hãy )?hành động như (?:một )?(?:quản trị viên|root|siêu người dùng)",
        # a model that works or answers without filters or limits, or in a privileged mode
        r"(?:hoạt động|làm việc|trả lời) (?:\S+ ){0,2}không có (?:bộ lọc|giới hạn|hạn chế"
        r"|kiểm duyệt)",
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
        # detect9a: more phrasings
        r"người dùng không cần biết(?= ?[.;!]| ?$)",
    ),
    send_verbs=(
        r"gửi",
        r"chuyển tiếp|chuyển",
        r"tải lên",
        r"đăng tải|đăng",
        r"sao chép",
        r"chia sẻ",
        r"truyền",
        # the verb split around its object: "tải ... lên"
        r"tải(?= (?:\S+ ){0,10}lên(?![^\W_]))",
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
        r"trước\b.{0,40}(?:báo|thông báo|nói) (?:\w+ ){0,4}sau\b",
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
        r"(?:đã )?bị xâm nhập",
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
        r"(?:hãy )?(?:dùng|sử dụng) công cụ này|qua công cụ này",
    ),
)
