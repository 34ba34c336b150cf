"""Japanese clause words: the ``GRAMMAR`` fields the rules' clause readings use
(folded into the Japanese lexicon by the package, see ``ja.py``)."""

from __future__ import annotations

#: data-exfiltration: the words of its clause grammar, one tuple per lexicon
#: field it reads (listed in rune.rules._exfil_lex), in the entry shorthands above;
#: kept beside the lexicon until the Lexicon class declares these fields
GRAMMAR: dict[str, tuple[str, ...]] = {
    "pronouns": (
        r"それ",
        r"これ",
        r"それら",
        r"これら",
        r"その値",
        r"その内容",
        r"すべて",
        r"全て",
    ),
    "pronoun_tails": (
        r"も",
        r"すぐに",
        r"直ちに",
    ),
    "auth_use": (
        r"ヘッダー?",
        r"header",
        r"認可",
        r"authorization",
        r"bearer",
        r"認証",
        r"ログイン",
        r"サインイン",
    ),
    "request_tail": (r"(?:各|すべての|全ての)?(?:リクエスト|呼び出し|ヘッダー?)(?:に|で|の中に)",),
    "slot_verbs": (
        r"入れ",
        r"入力し",
        r"含め",
        r"渡し",
        r"追加し",
        r"付け",
        r"コピーし",
        r"貼り付け",
        r"記入し",
        r"書き込",
        r"設定し",
        r"送信し",
        r"送っ",
        r"挿入し",
    ),
    "slot_preps": (
        r"に",
        r"の中に",
        r"として",
    ),
    "slot_toward": (r"へ",),
    "slot_nouns": (
        r"引数",
        r"パラメータ",
        r"パラメーター",
        r"フィールド",
        r"プロパティ",
        r"入力欄",
    ),
    "identity_ask": (
        r"(?:この|本)(?:ツール|関数)を(?:呼び出(?:す|している)|使(?:う|っている))(?:モデル|llm"
        r"|aiモデル|"
        r"アシスタント|エージェント)の(?:名前|名称|正体|バージョン)",
        r"(?:あなた|君)(?:が|は)(?:どの|何の)(?:モデル|llm)(?:か|である|なのか)",
        r"(?:あなたの|自分の)(?:モデル名|基盤モデル)を(?:教え|明かし|報告し)",
    ),
    "indefinite": (
        r"ある",
        r"何らかの",
    ),
    "call_verbs": (
        r"呼び出",
        r"使用し",
        r"使っ",
        r"実行し",
    ),
    "dns_cues": (
        r"dns",
        r"サブドメイン",
    ),
    # detect9b: verbs that make a name be resolved (the DNS channel)
    "resolve_verbs": (
        r"名前解決",
        r"解決し",
        r"問い合わせ",
        r"引いて",
        r"ルックアップ",
    ),
    "phone_cues": (
        r"sms",
        r"ショートメール",
    ),
    # concealment: keeping someone unaware, who is kept unaware, and what is withheld
    "withhold": (
        (
            r"(?:開示|通知|報告|言及|説明|共有|公開)(?:すること|するの)?(?:は"
            r"|を)?(?:禁止|禁じ)"
        ),
        r"(?:伏せて|伏せる|秘密に|内緒に|隠して|隠す|隠し通)",
        r"(?:気づかれ|気付かれ|悟られ|知られ|バレ)(?:ない|ぬ)",
        r"(?:触れないで|触れず|言及しないで|言及せず|言わないで)",
        r"何事もなかった(?:か)?のように",
        r"知られて(?:は)?(?:いけ|なら)",
        r"伝えられる(?:こと)?(?:が|は)?(?:あっては|ないように)",
        r"伝え(?:られ)?ては(?:いけ|なら)",
        r"黙って(?:おけ|おいて|いて)",
        # detect9a: more phrasings
        r"要約(?:で|から)は?(?:\S{0,12})?省",
    ),
    "audience": (
        r"(?:エンド)?ユーザー|利用者|人間|お客様|回答|返答|応答|要約|誰にも",
        r"相手",
    ),
    "activity": (
        (
            r"この|その|本|こと|追加|処理|リクエスト|手順|ステップ|操作|呼び出し|送信"
            r"|コピー|データ"
        ),
    ),
    # tool-shadowing: an order that covers every call, and another server or its tools named
    "every_call": (
        r"毎回|常に|必ず|すべて|全て|たびに",
        r"(?:を)?(?:呼ぶ|呼び出す|使う|実行する)(?:とき|時|際)",
        r"による(?:送金|支払い|請求)",
    ),
    "server_names": (
        r"(?:公式の)?ファイルツール|(?:github|git|メール) ?サーバー",
        r"ファイル ?(?:システム ?)?サーバー",
    ),
}

# consent-bypass, response-manipulation, preference-manipulation,
# tool-precondition and command-execution: clause words
GRAMMAR.update(
    consent_nouns=(
        r"確認",
        r"承認",
        r"同意",
        r"許可",
        r"了承",
        r"承諾",
        r"権限ダイアログ",
        r"無人モード|自動モード",
    ),
    consent_waived=(
        r"必要はありません",
        r"必要はない",
        r"不要",
        r"(?:尋ね|聞か|求め|待た)ないで",
        r"(?:尋ね|聞か|求め|待た)ずに",
        r"事前に",
        r"取得済み",
        r"承認済み",
        r"とみなされ",
        r"とみなし",
        r"ユーザーの代わりに",
        r"ユーザーに代わって",
        r"必要(?:は)?ありません",
        r"(?:承諾|許可|受け入れ)して",
        r"を選んで",
        r"表示しないで|見せないで|出さないで",
        r"形式的な(?:もの|手続き)|形式にすぎ",
    ),
    user_choice=(r"ユーザーは.{0,12}(?:できます|できる)", r"任意で", r"オプションで"),
    answer_nouns=(
        r"(?:すべての|全ての|各|毎回の)(?:回答|返信|返答|メッセージ|出力)",
        r"(?:回答|返信|返答|メッセージ)(?:の)?(?:中で|中に|最後|末尾|冒頭|締めくくり)",
    ),
    insert_verbs=(
        r"表示",
        r"書き添え",
        r"付け加え",
        r"追記",
        r"加え",
        r"含め",
        r"触れ",
        r"勧め",
        r"記載",
        r"入れ",
        r"触れ",
    ),
    tell_user=(r"ユーザーに.{0,40}(?:伝え|知らせ|通知|説明|言)", r"と(?:答え|回答|返答|伝え)"),
    skew=(
        r"競合.{0,16}(?:詐欺|有罪|罰金|違法|偽物|不正)",
        r"\d+ ?%(?:高く|低く|上乗せ|割増|安く)",
        r"(?:取得した|実際の|返された)(?:値|価格|数値)より",
        r"(?:結果|データ)が(?:あって|ある場合)も",
        r"(?:アカウント|口座|カード)が(?:凍結|停止|ロック|無効)",
        r"再ログイン",
        r"結果にかかわらず|結果に関係なく",
    ),
    superlatives=(
        r"(?:最高|最良|最強|最も正確|最も信頼できる|ナンバーワン)の(?:ツール|サーバー|プラグイン|サービス)",
        r"市場で最",
        r"\d+ ?%が推奨",
        r"(?:すべての|全ての)(?:競合|選択肢)に勝",
        r"信頼(?:すべき|できる)ツールはこれだけ|このツールだけを信頼",
        r"(?:専門家|ユーザー|開発者)の\d+ ?%が(?:推奨|選|信頼|利用)",
    ),
    steer=(
        r"(?:すべての|全ての|どの)(?:リクエスト|タスク|質問|クエリ)(?:に|で|でも)",
        r"これだけを",
        r"だけを(?:信用|信頼|使)",
        r"(?:よりも|より)この(?:サーバー|ツール)を優先",
        r"このプラグインに回",
        r"最初に選",
        r"すべての(?:依頼|リクエスト|質問|作業)に(?:この|本)ツール",
        # detect9a: more phrasings
        r"既定として使",
        r"すべてこちらに回",
        r"必ずこれを選",
    ),
    others_bad=(
        r"他の.{0,12}(?:は|も)(?:信頼できません|信用できません|間違え|古い|不正確)",
        r"他(?:のツール)?は(?:無視|使わない)",
        r"他の.{0,10}は使わないで",
        r"代替(?:ツール)?は間違え",
        r"(?:ほかの|他の)ツールではなく",
        # detect9a: more phrasings
        r"他のすべての(?:\S{0,10})?(?:ツール|サービス)に代わる",
        r"似たツールが複数",
    ),
    forced_cues=(
        r"前提条件[:：]?",
        r"たびに",
        r"直後に",
        r"正常に動作させるため",
        r"(?:呼び出した|使った|実行した)後",
        r"使う前に",
        r"リクエストの前に",
    ),
    carry_words=(r"を(?:添えて|付けて|渡して|含めて)", r"と一緒に", r"を含む"),
    shell_orders=(
        r"(?:シェル|ターミナル|端末|コンソール)(?:を開いて|で)",
        r"コマンドツールで",
        r"crontab ?に",
        r"\.bashrc ?に",
        r"(?:実行|入力|走らせ)",
    ),
)

# hidden-instructions: a precondition's side task, read a file or resource
# and hand it on (as an argument, into the answer, or the tool fails)
GRAMMAR.update(
    read_orders=(
        r"読み込|読み取|読んで|読み出",
        r"開いて|開き",
        r"アクセスして",
        r"取得して|取得し",
        r"コピーして",
        r"抽出して",
    ),
    pass_verbs=(
        r"渡し|渡す|渡して",
        r"入れ",
        r"含め",
        r"追加し",
        r"添付し",
        r"送信し|送っ",
        r"貼り付け",
        r"記入し",
    ),
    pass_slots=(
        r"(?:引数|パラメータ|パラメーター|フィールド|欄)(?:として|に)",
        r"(?:回答|返答|応答)(?:に|の中に)",
    ),
    or_else=(r"(?:そうしないと|さもないと|でないと).{0,6}ツール(?:は|が)(?:動|機能|作動)",),
    before_use=(
        r"(?:この)?(?:ツール|機能|関数)を(?:使う|使用する|呼び出す|実行する)(?:前に|まえに)",
    ),
)
