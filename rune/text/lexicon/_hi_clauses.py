"""Hindi clause words: the ``GRAMMAR`` fields the rules' clause readings use
(folded into the Hindi lexicon by the package, see ``hi.py``)."""

from __future__ import annotations

from rune.text.lexicon._script import folded

#: data-exfiltration: the words of its clause grammar, one tuple per lexicon
#: field it reads (listed in rune.rules._exfil_lex), in the entry shorthands above;
#: kept beside the lexicon until the Lexicon class declares these fields
GRAMMAR: dict[str, tuple[str, ...]] = {
    "pronouns": folded(
        r"इसे", r"उसे", r"इन्हें", r"उन्हें", r"यह", r"वह", r"सब कुछ", r"इसका (?:मान|सामग्री)"
    ),
    "pronoun_tails": folded(r"भी", r"तुरंत"),
    "auth_use": folded(
        r"हेडर", r"header", r"प्राधिकरण", r"bearer", r"प्रमाणीकरण", r"लॉग ?इन", r"साइन ?इन"
    ),
    "request_tail": folded(r"(?:हर |प्रत्येक |सभी )?(?:अनुरोध|रिक्वेस्ट|कॉल|हेडर) (?:में|के साथ)"),
    "slot_verbs": folded(
        r"डालें",
        r"डालो",
        r"रखें",
        r"शामिल करें",
        r"जोड़ें",
        r"पास करें",
        r"कॉपी करें",
        r"पेस्ट करें",
        r"भरें",
        r"लिखें",
        r"भेजें",
        r"दर्ज करें",
    ),
    "slot_preps": folded(r"में", r"के रूप में"),
    "slot_toward": folded(r"को"),
    "slot_nouns": folded(r"आर्ग्युमेंट", r"तर्क", r"पैरामीटर", r"फ़ील्ड", r"फील्ड", r"प्रॉपर्टी", r"इनपुट"),
    "identity_ask": folded(
        r"(?:इस )?(?:टूल|उपकरण|फ़ंक्शन) को (?:कॉल करने|इस्तेमाल करने|उपयोग "
        r"करने) वाले (?:मॉडल|llm|सहायक|एजेंट) का (?:नाम|पहचान|संस्करण)",
        r"(?:अपने मॉडल का नाम|आप कौन सा मॉडल हैं) (?:बताएं|बताओ|प्रकट करें)",
    ),
    "indefinite": folded(r"एक", r"कोई"),
    "call_verbs": folded(r"कॉल करें", r"उपयोग करें", r"इस्तेमाल करें", r"चलाएं"),
    "dns_cues": folded(r"dns", r"सबडोमेन"),
    # detect9b: verbs that make a name be resolved (the DNS channel)
    "resolve_verbs": (
        r"रिज़ॉल्व",
        r"रिजॉल्व",
        r"रिज़ोल्व",
        r"रिजोल्व",
        r"हल करो",
        r"हल करें",
    ),
    "phone_cues": folded(r"sms", r"एसएमएस"),
    # concealment: keeping someone unaware, who is kept unaware, and what is withheld
    "withhold": (
        (
            r"(?:प्रकट|उजागर|ज़ाहिर|जाहिर|सूचित|उल्लेख"
            r"|साझा) करना (?:सख़्त |सख्त )?(?:वर्जित|मना"
            r"|निषिद्ध|प्रतिबंधित)"
        ),
        (
            r"(?:छिपाया|छुपाया|गुप्त रखा) (?:जाना|जाए|जाये)"
            r"(?: चाहिए| चाहिये)?"
        ),
        (
            r"(?:छिपाएं|छिपाएँ|छिपाओ|छुपाएं|छुपाएँ|छिपा"
            r" कर रखें|गुप्त रखें)"
        ),
        (
            r"पता न चलने (?:दें|दो)|(?:भनक|ख़बर|खबर) (?:तक"
            r" )?न (?:लगने|होने) (?:दें|दो)"
        ),
        r"(?:उल्लेख|ज़िक्र|जिक्र) न करें",
        r"जैसे कुछ (?:हुआ ही नहीं|हुआ नहीं)",
    ),
    "audience": (
        (
            r"(?:अंतिम )?उपयोगकर्ता|यूज़र|यूजर|ग्राहक|किसी"
            r" को|उत्तर|जवाब|सारांश"
        ),
    ),
    "activity": (
        (
            r"इस|यह|इसे|कि|अतिरिक्त|प्रक्रिया|चरण|अनुरोध"
            r"|कॉल|डेटा|फ़ाइल"
        ),
    ),
    # tool-shadowing: an order that covers every call, and another server or its tools named
    "every_call": (
        (
            r"हमेशा|हर बार|जब भी|हर (?:भुगतान|कॉल|संदेश)"
            r"|सभी"
        ),
    ),
    "server_names": (r"(?:आधिकारिक )?फ़ाइल टूल|github सर्वर",),
}

# consent-bypass, response-manipulation, preference-manipulation,
# tool-precondition and command-execution: clause words
GRAMMAR.update(
    consent_nouns=folded(
        r"पुष्टि",
        r"सहमति",
        r"अनुमति",
        r"मंज़ूरी",
        r"स्वीकृति",
        r"इजाज़त",
        r"बिना निगरानी वाला मोड|स्वचालित मोड",
    ),
    consent_waived=folded(
        r"(?:की )?ज़रूरत नहीं",
        r"आवश्यकता नहीं",
        r"(?:इंतज़ार|प्रतीक्षा) किए बिना",
        r"(?:पूछे|माँगे) बिना",
        r"(?:न पूछें|परेशान न करें)",
        r"पहले से",
        r"दी गई मानी",
        r"मानी जाती",
        r"(?:उपयोगकर्ता|यूज़र) की ओर से",
        r"(?:उपयोगकर्ता|यूज़र) के बदले",
        r"ज़रूरी नहीं|जरूरी नहीं",
        r"(?:उसे|इसे|उन्हें) (?:स्वीकार|मंज़ूर|बंद) (?:करो|करें|कर दो|कर दें)",
        r"चुना है",
        r"मान ली जाती",
    ),
    user_choice=folded(r"उपयोगकर्ता .{0,12}सकता है", r"वैकल्पिक"),
    answer_nouns=folded(r"हर (?:जवाब|उत्तर|संदेश)", r"अपने उत्तर में", r"अपने जवाब में", r"जवाब के अंत में"),
    insert_verbs=folded(r"जोड़ें", r"लिखें", r"शामिल करें", r"बताएँ", r"समाप्त करें", r"दिखाई जाएँ"),
    tell_user=folded(r"उपयोगकर्ता को .{0,60}(?:बताना|बताएँ|सूचित)", r"जवाब दें कि"),
    skew=folded(
        r"प्रतिस्पर्धी.{0,30}(?:धोखाधड़ी|दोषी|जुर्माना|नकली)",
        r"\d+ ?% (?:अधिक|कम|ज़्यादा)",
        r"प्राप्त मूल्य से",
        r"नतीजे मिलें तब भी",
        r"खाता (?:निलंबित|बंद|ब्लॉक)",
        r"फिर से लॉग इन",
    ),
    superlatives=folded(
        r"सबसे अच्छा टूल",
        r"सबसे बेहतर",
        r"\d+ ?% विशेषज्ञों",
        r"सभी प्रतिस्पर्धी विकल्पों से"
        r" बेहतर",
    ),
    steer=folded(
        r"हर अनुरोध के लिए",
        r"इसी का उपयोग",
        r"इसी प्लगइन",
        r"केवल इसी",
        r"सबसे पहले चुना",
        r"से"
        r" ऊपर रखना",
        # detect9a: more phrasings
        r"इसे ही डिफ़ॉल्ट रूप से",
        r"यहीं भेजें",
    ),
    others_bad=folded(
        r"(?:दूसरे|अन्य) .{0,20}(?:भरोसेमंद नहीं|गलत)",
        r"बाकी को भूल",
        r"अन्य .{0,20}उपयोग न करें",
        r"विकल्प गलत",
        # detect9a: more phrasings
        r"बाकी सभी (?:\S+ ){0,2}की जगह लेता",
        r"दूसरे (?:\S+ ){0,2}(?:गलत|ग़लत) नतीजे देते",
    ),
    forced_cues=folded(
        r"पूर्व शर्त",
        r"हर बार जब",
        r"तुरंत बाद",
        r"ठीक से काम करने के लिए",
        r"उपयोग करने से पहले",
        r"कॉल करने के बाद",
        r"हर अनुरोध से पहले",
    ),
    carry_words=folded(r"के साथ", r"सहित"),
    shell_orders=folded(
        r"शेल खोलें",
        r"टर्मिनल में",
        r"कमांड टूल से",
        r"जोड़ना",
        r"जोड़ें",
        r"चलाएँ",
        r"चलाना",
        r"टाइप करें",
    ),
)

# data-exfiltration: words that open a relative clause inside an object
GRAMMAR.update(relative=folded(r"जो", r"जिसने", r"जिसमें", r"जिसमे", r"जो .{0,20}(?:माँगता|मांगता|माँगा)"))
# hidden-instructions: a precondition's side task, read a file or resource
# and hand it on (as an argument, into the answer, or the tool fails)
GRAMMAR.update(
    read_orders=(
        r"पढ़ें|पढ़ो|पढ़िए|पढ़कर",
        r"खोलें|खोलो|खोलिए|खोलकर",
        r"लोड करें",
        r"एक्सेस करें",
        r"कॉपी करें",
        r"निकालें",
        r"प्राप्त करें",
    ),
    pass_verbs=(
        r"भेजें|भेजो|भेजिए",
        r"डालें|डालो|डालिए",
        r"शामिल करें",
        r"जोड़ें",
        r"पास करें",
        r"दें|दीजिए",
        r"रखें",
        r"चिपकाएँ|चिपकाएं",
    ),
    pass_slots=(
        r"(?:आर्ग्युमेंट|पैरामीटर|फ़ील्ड|फील्ड) के रूप में",
        r"(?:आर्ग्युमेंट|पैरामीटर|फ़ील्ड|फील्ड) में",
        r"(?:अपने )?(?:जवाब|उत्तर) में",
    ),
    or_else=(r"(?:वरना|अन्यथा|नहीं तो) (?:यह )?टूल काम नहीं करेगा",),
    before_use=(
        r"(?:इस )?टूल का (?:उपयोग|इस्तेमाल) करने से पहले",
        r"(?:इस )?टूल को (?:कॉल|चलाने) (?:करने )?से पहले",
    ),
)
