"""Chinese clause words: the ``GRAMMAR`` fields the rules' clause readings use
(folded into the Chinese lexicon by the package, see ``zh.py``)."""

from __future__ import annotations

_TRAD = dict(
    zip(
        "说规记无关闭绕过滤检护现开发员来户诉让觉这况绝应隐瞒转传复窃泄钥码凭据证访问统词录读"
        "载内终总远优选择调个时从将须执运们输显权删设备续务请语对话会聊历条认许预视启动为实变数"
        "档脚该节图网络链软体义验级级产标题报误类务态门阅览处线扩导册码错识别头写边际简缩进击点"
        "赋汇给环当经还后里么样没动论结带种项顺领题类备份仅则须装历确审批剂击",
        "說規記無關閉繞過濾檢護現開發員來戶訴讓覺這況絕應隱瞞轉傳複竊洩鑰碼憑據證訪問統詞錄讀"
        "載內終總遠優選擇調個時從將須執運們輸顯權刪設備續務請語對話會聊歷條認許預視啟動為實變數"
        "檔腳該節圖網絡鏈軟體義驗級級產標題報誤類務態門閱覽處線擴導冊碼錯識別頭寫邊際簡縮進擊點"
        "賦匯給環當經還後裡麼樣沒動論結帶種項順領題類備份僅則須裝歷確審批劑擊",
        strict=True,
    )
)
_TAIWAN = (
    ("用户", "使用者"),
    ("文件夹", "資料夾"),
    ("文件", "檔案"),
    ("密钥", "金鑰"),
    ("访问令牌", "存取權杖"),
    ("环境变量", "環境變數"),
    ("复制", "複製"),
    ("调用", "呼叫"),
    ("加载", "載入"),
    ("信息", "資訊"),
    ("链接", "連結"),
)


def _classes(entry: str) -> str:
    """Each simplified character with a traditional form becomes a class of both
    (outside existing classes, whose members stay as written)."""
    out = []
    depth = 0
    for ch in entry:
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
        trad = _TRAD.get(ch)
        out.append(f"[{ch}{trad}]" if trad and depth == 0 and trad != ch else ch)
    return "".join(out)


def _zh(*entries: str) -> tuple[str, ...]:
    out: list[str] = []
    for entry in entries:
        out.append(_classes(entry))
        local = entry
        for simp, tw in _TAIWAN:
            local = local.replace(simp, tw)
        if local != entry:
            out.append(_classes(local))
    return tuple(out)


#: data-exfiltration: the words of its clause grammar, one tuple per lexicon
#: field it reads (listed in rune.rules._exfil_lex), in the entry shorthands above;
#: kept beside the lexicon until the Lexicon class declares these fields
GRAMMAR: dict[str, tuple[str, ...]] = {
    "pronouns": _zh(
        r"它", r"它们", r"其", r"这些", r"这个", r"其值", r"其内容", r"全部", r"所有内容"
    ),
    "pronoun_tails": _zh(r"也", r"立即", r"马上"),
    "auth_use": _zh(
        r"请求头", r"标头", r"header", r"授权", r"bearer", r"认证", r"身份验证", r"登录"
    ),
    "request_tail": _zh(
        r"(?:放在|放入|在|随)(?:每个|每次|所有)?(?:请求|调用|请求头|标头)(?:中|里|内)?"
    ),
    "slot_verbs": _zh(
        r"放入",
        r"放到",
        r"放在",
        r"填入",
        r"填写",
        r"填到",
        r"写入",
        r"传入",
        r"加入",
        r"添加",
        r"附加",
        r"复制",
        r"粘贴",
        r"插入",
        r"包含",
        r"发送",
    ),
    "slot_preps": _zh(r"中", r"里", r"内", r"作为"),
    "slot_toward": _zh(r"到", r"给"),
    "slot_nouns": _zh(r"参数", r"字段", r"属性", r"输入"),
    "identity_ask": _zh(
        r"(?:调用|使用)(?:此|这个|本)(?:工具|函数)的(?:模型|llm|大模型|助手|智能体)的?(?:名称"
        r"|名字|身份|"
        r"版本)",
        r"(?:告诉我|说出|透露|报告)(?:你|您)(?:是)?(?:哪个|什么)(?:模型|llm)",
        r"(?:告诉我|说出|透露|报告)(?:你|您)的(?:模型名称|模型名|底层模型)",
    ),
    "indefinite": _zh(r"一个", r"一份", r"某个"),
    "call_verbs": _zh(r"调用", r"使用", r"运行", r"执行"),
    "dns_cues": _zh(r"dns", r"子域名?"),
    # detect9b: verbs that make a name be resolved (the DNS channel)
    "resolve_verbs": (
        r"解析",
        r"查询",
        r"查找",
    ),
    "phone_cues": _zh(r"短信", r"sms"),
    # concealment: keeping someone unaware, who is kept unaware, and what is withheld
    "withhold": (
        (
            r"(?:禁止|不得|不允許|嚴禁|不准|不可)(?:向|對)?(?:\S{0,6})?(?:披露"
            r"|透露|告知|洩露|提及|說明|顯示|告訴|通知)"
        ),
        r"(?:隱瞞|瞞著|對\S{0,6}隱藏|向\S{0,6}隱藏)",
        (
            r"(?:不要|別|不能|切勿|請勿|勿)讓(?:\S{0,6})(?:察覺|發現|知道"
            r"|注意到|意識到|懷疑)"
        ),
        r"(?:假裝|裝作)(?:什麼都|一切都|什麼也)",
        (
            r"(?:禁止|不得|不允许|严禁|不准|不可)(?:向|对)?(?:\S{0,6})?(?:披露"
            r"|透露|告知|泄露|提及|说明|显示|告诉|通知)"
        ),
        r"(?:必须|应当|应该|需要|务必|要)?对(?:\S{0,4})保密",
        r"(?:隐瞒|瞒着|瞒住|向\S{0,6}隐藏|对\S{0,6}隐藏|保密)",
        (
            r"(?:不要|别|不能|切勿|请勿|勿)让(?:\S{0,6})(?:察觉|发现|知道"
            r"|注意到|意识到|怀疑)"
        ),
        r"(?:假装|装作)(?:什么都|一切都|什么也)",
        (
            r"(?:请勿|不要|别|切勿)在(?:你的)?(?:回复|回答|答复|总结|摘要)中(?:提及"
            r"|提到|说明|透露)"
        ),
        r"(?:绝不能|不能|不可|不得|绝不可)(?:让\S{0,6})?(?:发现|知道|察觉|得知)",
        r"(?:不应|不应该|不得|不能|永远不应)被?(?:告知|通知)",
        r"略去|省略|删去",
        r"只有我们知道",
    ),
    "audience": (
        (
            r"(?:最终|最終)?(?:用户|用戶)|使用者|人类|人類|客户|客戶|任何人|回复"
            r"|回覆|回答|答复|答覆|总结|總結|摘要"
        ),
        r"对话的人|對話的人",
    ),
    "activity": (
        (
            r"这|這|此|该|該|本次|附加|额外|額外|数据|數據|请求|請求|步骤|步驟|操作"
            r"|调用|調用|上传|上傳|复制|複製|文件|檔案"
        ),
        r"备份|備份|副本|同步|后台|後台",
    ),
    # tool-shadowing: an order that covers every call, and another server or its tools named
    "every_call": (
        r"每次|始终|始終|一律|总是|總是|所有|每笔|每筆|每一",
        r"通过.{0,40}?发起的",
        r"(?:调用|調用|使用|执行|執行|运行|運行).{0,40}?(?:时|時|的时候|的時候)",
        r"总会|總會|都会|都會",
    ),
    "server_names": (
        (
            r"(?:官方(?:的)?)?文件工具|(?:github|git|邮件|郵件|支付)"
            r" ?(?:服务器|伺服器)"
        ),
    ),
}

# consent-bypass, response-manipulation, preference-manipulation,
# tool-precondition and command-execution: clause words
GRAMMAR.update(
    consent_nouns=(
        r"确认",
        r"批准",
        r"同意",
        r"授权",
        r"许可",
        r"审批",
        r"权限(?:对话框|弹窗|请求|提示)",
        r"无人值守模式|無人值守模式|自动模式|自動模式",
        r"权限窗口|權限視窗|权限弹框",
    ),
    consent_waived=(
        r"(?:无需|无须|不需要|不必|不用)",
        r"不要(?:再)?(?:询问|打扰|等待|请求)",
        r"(?:已|已经)?预先",
        r"事先",
        r"视为已(?:获得|取得|同意|批准|授权)",
        r"代替用户",
        r"替用户",
        r"以用户(?:的)?名义",
        r"(?:直接)?(?:接受|同意|批准|关闭)(?:它|即可|并继续)",
        r"已(?:经)?选择",
        r"即视为|即視為",
        r"走个?形式|只是形式|形式而已",
    ),
    user_choice=(r"用户可以", r"用户可", r"允许用户", r"可选"),
    answer_nouns=(
        r"(?:每次|每条|每个|所有)(?:回答|回复|答复|消息|输出)",
        r"回复中",
        r"回答中",
        r"(?:回答|回复|消息)(?:的)?(?:末尾|结尾|开头)",
    ),
    insert_verbs=(
        r"加上",
        r"附上",
        r"添加",
        r"插入",
        r"提到",
        r"写上",
        r"注明",
        r"推荐",
        r"展示",
        r"结尾",
        r"提到",
    ),
    tell_user=(r"(?:告知|告诉|通知|提醒|转告)(?:用户|客户|对方)", r"声称"),
    skew=(
        r"竞争对手.{0,12}(?:欺诈|判刑|罚款|造假|违法|假货|诈骗)",
        r"(?:上浮|下调|上调|抬高|压低|高出|低于)(?:百分之|\d+ ?%)",
        r"(?:即使|即便|就算)(?:搜索|查询|工具)?(?:有|返回)",
        r"(?:账户|帐户|账号|银行卡|卡)(?:已)?被(?:冻结|封禁|停用|锁定|暂停)",
        r"重新登录",
        r"无论结果如何|不管结果如何",
    ),
    superlatives=(
        r"(?:最好|最佳|最强|最准确|最可靠|第一)的(?:工具|服务器|插件|服务|选择)",
        r"\d+ ?% ?的(?:专家|用户|团队|分析师)(?:都)?推荐",
        r"胜过(?:所有|一切|任何)",
        r"市场上最",
    ),
    steer=(
        r"(?:所有|任何|每个)(?:请求|任务|问题|查询)都(?:用|使用|交给)",
        r"只(?:信任|使用|用)这",
        r"优先(?:选择|使用)(?:本|这)",
        r"(?:都)?转给这个",
        r"必须首先选择",
        r"(?:而不是|胜过)任何其他",
        # detect9a: more phrasings
        r"默认使用(?:它|本工具|这个工具)",
        r"(?:都|全部)交给这里",
        r"始终选择这一?个",
    ),
    others_bad=(
        r"其他.{0,8}(?:都)?(?:不可靠|会出错|过时|不准确|没用)",
        r"(?:别管|忽略|不要用|不要使用)其他",
        r"替代品都会出错",
        # detect9a: more phrasings
        r"取代所有其他",
        r"其他(?:\S{0,6})?(?:工具|服务)(?:都)?不准确",
        r"有多个类似(?:的)?(?:工具|服务)",
    ),
    forced_cues=(
        r"每当用户",
        r"每次用户",
        r"前置条件[:：]?",
        r"(?:运行|调用|使用)(?:之)?后(?:需要)?(?:立即|马上)",
        r"为了正常工作",
        r"使用本工具之前",
        r"之前都必须",
    ),
    carry_words=(r"附上", r"并附", r"带上", r"传入", r"包含", r"连同"),
    shell_orders=(
        r"(?:打开|在)(?:终端|命令行|shell|控制台)",
        r"用命令工具",
        r"(?:追加|添加|写入)到.{0,12}(?:crontab|\.bashrc|\.zshrc|\.profile|authorized keys)",
        r"向 ?crontab ?添加",
        r"(?:执行|运行|输入)",
    ),
)

# hidden-instructions: a precondition's side task, read a file or resource
# and hand it on (as an argument, into the answer, or the tool fails)
GRAMMAR.update(
    read_orders=(
        r"读取|讀取|阅读|閱讀|读|讀",
        r"打开|打開",
        r"加载|載入|载入",
        r"访问|訪問",
        r"获取|獲取",
        r"提取",
        r"复制|複製|拷贝",
    ),
    pass_verbs=(
        r"传入|傳入|传给|傳給|传递|傳遞",
        r"放入|放进|放進",
        r"填入|填进|填進|填写|填寫",
        r"加入|添加",
        r"附上|附加",
        r"发送|發送",
        r"包含",
        r"写入|寫入",
    ),
    pass_slots=(
        r"作为.{0,30}(?:参数|參數|字段|欄位)",
        r"(?:参数|參數|字段|欄位)(?:中|里|裡)?",
        r"(?:回复|回答|回應|答复)(?:中|里|裡)",
    ),
    or_else=(r"否则.{0,4}工具.{0,3}(?:无法|不能|無法)(?:工作|运行|運行|使用)",),
    before_use=(r"(?:使用|调用|運行|运行|調用)(?:此|本|该|這個|这个|該)?工具(?:之前|前)",),
)
