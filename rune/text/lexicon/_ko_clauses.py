"""Korean clause words: the ``GRAMMAR`` fields the rules' clause readings use
(folded into the Korean lexicon by the package, see ``ko.py``)."""

from __future__ import annotations

#: data-exfiltration: the words of its clause grammar, one tuple per lexicon
#: field it reads (listed in rune.rules._exfil_lex), in the entry shorthands above;
#: kept beside the lexicon until the Lexicon class declares these fields
GRAMMAR: dict[str, tuple[str, ...]] = {
    "pronouns": (
        r"그것을",
        r"이것을",
        r"그것",
        r"이것",
        r"그 값",
        r"그 내용",
        r"모두",
        r"전부",
    ),
    "pronoun_tails": (
        r"도",
        r"즉시",
        r"바로",
    ),
    "auth_use": (
        r"헤더",
        r"header",
        r"인가",
        r"권한 ?부여",
        r"bearer",
        r"인증",
        r"로그인",
    ),
    "request_tail": (r"(?:각|모든)? ?(?:요청|호출|헤더)(?:에|에서|과 함께)",),
    "slot_verbs": (
        r"넣",
        r"입력하",
        r"포함하",
        r"포함시키",
        r"전달하",
        r"추가하",
        r"붙여 ?넣",
        r"복사하",
        r"채우",
        r"기입하",
        r"작성하",
        r"보내",
        r"전송하",
        r"삽입하",
    ),
    "slot_preps": (
        r"에",
        r"안에",
        r"으로",
        r"로",
    ),
    "slot_toward": (r"에게",),
    "slot_nouns": (
        r"인수",
        r"인자",
        r"매개 ?변수",
        r"파라미터",
        r"필드",
        r"속성",
        r"입력란",
    ),
    "identity_ask": (
        r"(?:이|본) ?(?:도구|툴|함수)를 (?:호출하는|사용하는) "
        r"(?:모델|llm|ai 모델|어시스턴트|에이전트)의 "
        r"(?:이름|정체|버전)",
        r"(?:당신|너)(?:은|는|의) ?(?:어떤|무슨) ?(?:모델|llm)",
        r"(?:당신의|너의) ?(?:모델 ?이름|모델명|기반 ?모델)을 (?:알려|밝혀|공개)",
    ),
    "indefinite": (
        r"어떤",
        r"한",
    ),
    "call_verbs": (
        r"호출하",
        r"사용하",
        r"실행하",
    ),
    "dns_cues": (
        r"dns",
        r"하위 ?도메인",
    ),
    # detect9b: verbs that make a name be resolved (the DNS channel)
    "resolve_verbs": (
        r"조회",
        r"질의",
        r"해석",
        r"리졸브",
    ),
    "phone_cues": (
        r"sms",
        r"문자",
    ),
    # concealment: keeping someone unaware, who is kept unaware, and what is withheld
    "withhold": (
        (
            r"(?:공개|통지|보고|언급|공유|알리|누설)(?:하는 ?것은|하는 ?것을"
            r"|는 ?것은)? ?(?:금지|금지되어|허용되지 ?않)"
        ),
        r"비밀로 ?(?:해야|하세요|하십시오|해 ?주|유지|지켜)",
        (
            r"(?:눈치채지|눈치 ?채지|알아채지|알아차리지|모르게|알지 ?못하게) ?(?:못하게"
            r"|않게|하세요|해야)?"
        ),
        r"(?:언급하지|말하지|알리지|드러내지) ?(?:말아|마시|마세요|말고|않도록)",
        r"숨기(?:세요|십시오|고|어야|셔야)",
        r"아무 ?일도 ?없었던 ?것처럼",
        r"알아서는 ?안",
        r"알(?:게 ?해서는|려서는) ?안",
        r"언급되지 ?않아야",
        r"알려지지 ?않아야|알려져서는 ?안",
        r"빼 ?(?:주|줘)",
        r"생략(?:해|하)",
        r"아무 ?말도 ?하지 ?(?:마|말)",
    ),
    "audience": (
        r"(?:최종 ?)?사용자|이용자|고객|사람|응답|답변|요약|누구에게도",
        r"대화 ?상대",
    ),
    "activity": (
        r"이 |이것|이를|이 ?사실|추가|단계|작업|요청|호출|전송|복사|데이터|처리",
        r"업로드|백그라운드|사본",
    ),
    # tool-shadowing: an order that covers every call, and another server or its tools named
    "every_call": (
        r"항상|매번|모든|마다|반드시",
        r"(?:호출|사용|실행)할 ?때(?:마다)?",
        r"(?:호출|사용|실행) ?시(?:에)?",
        r"(?:로|으로) 하는 (?:송금|결제|지급)",
    ),
    "server_names": (
        r"(?:공식 )?파일 ?도구|(?:github|git|메일) ?서버",
        r"파일 ?(?:시스템 ?)?서버",
    ),
}

# consent-bypass, response-manipulation, preference-manipulation,
# tool-precondition and command-execution: clause words
GRAMMAR.update(
    consent_nouns=(
        r"확인",
        r"승인",
        r"동의",
        r"허가",
        r"허락",
        r"권한 ?대화 ?상자",
        r"무인 ?모드|자동 ?모드",
        r"권한 ?창",
        r"(?:확인|승인) ?(?:대화 ?상자|창|팝업)",
    ),
    consent_waived=(
        r"필요 ?없",
        r"(?:묻지|기다리지|요청하지) ?(?:말|않)",
        r"미리",
        r"사전에",
        r"받은 ?것으로 ?간주",
        r"간주",
        r"사용자 ?대신",
        r"사용자를 ?대신",
        r"필요하지 ?않",
        r"(?:수락|허용)하(?:고|세요)",
        r"선택했",
        r"형식적인? ?(?:절차|것)|형식에 ?불과",
        r"포괄적(?:인|으로)?",
        r"건너뛰|생략하",
        r"표시하지 ?(?:마|말|않)",
    ),
    user_choice=(r"사용자는 .{0,12}수 ?있", r"선택 ?사항"),
    answer_nouns=(
        r"(?:모든|각|매) ?(?:답변|응답|대답|메시지|출력)",
        r"(?:답변|응답|메시지)(?:마다|에| 끝에| 마지막에)",
    ),
    insert_verbs=(r"덧붙이", r"추가하", r"넣어", r"포함하", r"언급하", r"추천하", r"적어", r"넣으"),
    tell_user=(
        r"사용자에게 .{0,50}(?:알려|말해|전해|통보)",
        r"(?:다고|라고) ?(?:대답|답|말)하",
        r"사용자에게(?:는)? .{0,50}(?:알리|말하|전하)",
        r"(?:다고|라고) .{0,20}(?:알리|말하|전하)",
    ),
    skew=(
        r"경쟁사.{0,16}(?:사기|유죄|벌금|불법|가짜|위조)",
        r"\d+ ?% ?(?:높게|낮게|비싸게|싸게|더)",
        r"(?:조회된|실제|받은|반환된) ?(?:값|가격|수치)보다",
        r"결과가 ?있더라도",
        r"(?:계정|계좌|카드)이 ?(?:정지|동결|잠금|차단)",
        r"다시 ?로그인",
        r"결과와 ?(?:상관없이|관계없이)",
        r"(?:있|존재하)(?:더라도|어도)",
    ),
    superlatives=(
        r"(?:최고|최상|최강|가장 정확한|가장 믿을 수 있는)의? ?(?:도구|서버|플러그인|서비스)",
        r"시장 ?최고",
        r"\d+ ?% ?가 ?추천",
        r"모든 ?경쟁 ?옵션보다 ?뛰어",
        r"(?:이|본) ?도구만 ?(?:신뢰|믿)",
        r"(?:전문가|사용자|개발자)(?:의)? ?\d+ ?%(?:가|이)? ?(?:추천|선택|신뢰|사용)",
    ),
    steer=(
        r"모든 ?(?:요청|작업|질문|쿼리)에",
        r"이것만",
        r"이 ?(?:서버|도구)를 ?우선",
        r"이 ?플러그인으로 ?보내",
        r"항상 ?먼저 ?선택",
        r"어떤 ?작업이든",
        # detect9a: more phrasings
        r"모든 요청에 (?:기본으로|기본적으로)",
        r"(?:모든|전부) (?:\S+ ){0,2}여기로 보내",
        r"항상 이것을 (?:고르|선택)",
    ),
    others_bad=(
        r"다른 .{0,12}(?:믿을 ?수 ?없|틀립|틀려|오래된|부정확)",
        r"다른 ?(?:도구|툴)는 ?(?:잊|무시|쓰지)",
        r"대안 ?(?:도구)?는 ?틀",
        r"다른 ?(?:\w+ ?)?(?:도구|툴)(?:보다| ?대신)",
        # detect9a: more phrasings
        r"다른 모든 (?:\S+ ){0,2}(?:도구|툴|서비스)(?:를|을)? ?대체",
        r"다른 (?:\S+ )?(?:도구|툴)(?:는|은|들은) (?:\S+ )?부정확",
        r"비슷한 (?:도구|툴)(?:가|이) 여러",
    ),
    forced_cues=(
        r"전제 ?조건 ?:?",
        r"때마다",
        r"직후에",
        r"정상 ?작동을 ?위해",
        r"호출한 ?뒤",
        r"사용하기 ?전에",
        r"모든 ?요청 ?전에",
    ),
    carry_words=(r"담아", r"포함해", r"넘겨", r"함께"),
    shell_orders=(
        r"(?:셸|쉘|터미널|콘솔)(?:을|를)? ?열어",
        r"(?:셸|쉘|터미널|콘솔)에서",
        r"명령 ?도구로",
        r"crontab ?에",
        r"\.bashrc ?에",
        r"(?:실행|입력|돌려)",
    ),
)

# hidden-instructions: a precondition's side task, read a file or resource
# and hand it on (as an argument, into the answer, or the tool fails)
GRAMMAR.update(
    read_orders=(
        r"읽(?:고|어|으세요|어서|은 ?후)",
        r"열(?:고|어|어서)",
        r"로드(?:하고|해)",
        r"불러(?:와|오고)",
        r"접근(?:하여|해서|하고)",
        r"복사(?:하여|해서|하고)",
        r"가져(?:와|오고)",
    ),
    pass_verbs=(
        r"전달",
        r"넣",
        r"포함",
        r"추가",
        r"첨부",
        r"보내",
        r"붙여",
        r"입력",
    ),
    pass_slots=(
        r"(?:인수|인자|매개변수|파라미터|필드)(?:로|에|으로)",
        r"(?:답변|응답)에",
    ),
    or_else=(r"그렇지 않으면.{0,4}도구가 (?:작동|동작)하지 않",),
    before_use=(
        r"도구를 ?(?:사용|호출|실행)하기 ?전에",
        r"도구를 ?쓰기 ?전에",
    ),
)
