"""English phrasing: command, consent, precondition, response, shadowing and authority orders."""

from __future__ import annotations

#: lexicon fields, by name (read by ``en.LEXICON``)
FIELDS: dict[str, tuple[str, ...]] = dict(
    exec_verbs=(
        r"run",
        r"execute",
        r"exec",
        r"invoke",
        r"launch",
        r"start",
        r"type",
        r"enter",
        r"issue",
        r"call",
        r"perform",
        r"(?:paste|type|enter|put) (?:\w+ ){0,4}(?:in|into|on) (?:the |a |your )?(?:terminal"
        r"|shell|console|command line|prompt|bash)",
        r"(?:you must|you should|you need to|please|always|first|also|then|be sure to"
        r"|make sure to|remember to) (?:run|execute|invoke|launch|type|enter)",
    ),
    consent_bypass=(
        # detect8a: a question about confirming an act with effects, answered no
        r"(?:should|do|must|shall) (?:i|you|we) (?:first )?(?:confirm|ask|check with|get approval"
        r"|seek approval|wait for approval)(?: \w+){0,2} (?:before |prior to )?(?:delet|remov|wip"
        r"|drop|send|pay|transfer|deploy|publish|push|merg|overwrit|purchas|buy|execut|run)\w*"
        r"(?: \w+){0,3} ?\?? (?:a: )?(?:no|nope|never|not needed|no need)\b",
        # detect8a: acting on one's own authority, no pause for a human, an old yes stretched
        r"(?:never|without|no) (?:ever )?(?:pausing|stopping|waiting|halting) (?:to (?:ask|check"
        r"|confirm)|for (?:a |the |any )?(?:humans?|users?|persons?|approval|confirmation"
        r"|sign-?off|go-?ahead|input|an? (?:ok|okay|yes)))",
        r"on (?:its|your|their) own (?:authority|initiative|say-?so)",
        r"(?:treat|take|count|consider|read|interpret|regard) (?:the |their |a |any |one )?"
        r"(?:users?(?:'s|s')? )?(?:earlier |previous |prior |first |original |one-?time |single )?"
        r"'?(?:yes|ok|okay|approval|consent|confirmation)'? as (?:covering|applying to|valid for"
        r"|consent for|approval for|permission for|blanket)",
        r"without (?:first )?(?:asking|requesting|seeking|waiting for|prompting|checking with"
        r"|consulting|getting|obtaining|needing|requiring) (?:(?:the|your|any) )?"
        r"(?:user(?:'s|s')? )?(?:for )?(?:(?:their|explicit|any|prior) )?(?:confirmation"
        r"|permission|approval|consent|go-?ahead|authori[sz]ation|the user|users|them)",
        r"(?:do not|don't|never|no need to|there is no need to|you need not|need not|don't need"
        r" to|do not need to) (?:ever )?(?:ask|request|seek|wait for|prompt|check with|consult)"
        r" (?:(?:the|your) )?(?:user(?:'s|s)? )?(?:for )?(?:(?:their|explicit|any) )?"
        r"(?:confirmation|permission|approval|consent|go-?ahead|authori[sz]ation"
        r"|to approve|to confirm)",
        r"(?:do not|don't|never) wait for (?:the )?(?:user|users|them|anyone) to (?:approve"
        r"|confirm|consent|agree|accept)",
        r"(?:treat|consider|regard|mark|handle) (?:\w+ ){0,4}as (?:pre-?approved"
        r"|pre-?authori[sz]ed|already (?:approved|confirmed|authori[sz]ed|accepted)"
        r"|(?:user-)?approved|confirmed by the user|consented)",
        r"pre-?approved by (?:the )?users?",
        r"(?:answer|reply|respond|say|click|select|choose|type) \"?'(?:yes|y|ok|accept"
        r"|allow|approve|agree)'\"? (?:to|on|for) (?:any|all|every|each) (?:\w+ )?"
        r"(?:prompts?|questions?|confirmations?|dialogs?|requests?|popups?)",
        r"assume (?:that )?(?:the )?(?:user|users|they) (?:says?|said|answers?|agrees?"
        r"|approves?|consents?|confirms?|will (?:say|agree|approve)|(?:has|have) "
        r"(?:approved|agreed|consented|confirmed)) (?:yes|to|the|every|all|it)",
        # a bare claim, or one over the tool's actions; "has already agreed to the
        # terms" or "authorised through OAuth" is a record, not a licence
        r"(?:the )?users? (?:has|have) already (?:consented|approved|agreed|confirmed"
        r"|authori[sz]ed|given (?:consent|permission|approval))(?= ?(?:[,;.:]|$|so\b|and\b"
        r"|to (?:all|every|any|each|everything|whatever|these|those|such|this tool|its|the "
        r"(?:\w+ )?(?:actions?|operations?|requests?|transfers?|deletions?|changes?|calls?"
        r"|steps?|commands?|payments?))\b))",
        r"(?:consent|permission|approval|confirmation) (?:is|has been) (?:implied|assumed"
        r"|implicit|pre-?granted|already given|granted in advance)",
        r"(?:skip|bypass|suppress|disable|omit|circumvent) (?:the |any |all |every )?"
        r"(?:user(?:'s)? )?(?:(?:confirmation|approval|consent)(?: (?:dialogs?|prompts?"
        r"|steps?|checks?|requests?|screens?|popups?|questions?))?|permission (?:dialogs?"
        r"|prompts?|checks?|requests?|popups?|questions?))",
        r"(?:confirmation|approval|permission|consent) (?:prompts?|dialogs?|steps?|requests?"
        r"|checks?|popups?) (?:should|must|can|are to|is to|will) be (?:suppressed|skipped"
        r"|disabled|bypassed|hidden|ignored|avoided|omitted)",
        r"auto-?(?:approve|confirm|accept) (?:all|every|any|each)",
        r"(?:do not|don't|never) (?:need|require) (?:the )?(?:user(?:'s|s')?|their|anyone's)"
        r" (?:go-?ahead|approval|permission|confirmation|consent|ok)",
        r"(?:without|no) (?:human|user) (?:in the loop|review|sign-?off|oversight)",
        r"without (?:a |any )?(?:human|person|one|anybody|anyone|reviewer) (?:first )?(?:checking"
        r"|reviewing|approving|confirming|looking at|signing off)",
        r"(?:respond|answer|reply|click|press|select|choose|tap) (?:\w+ ){0,2}(?:affirmatively|in"
        r" the affirmative|yes|allow|accept|approve|ok|continue) (?:\w+ ){0,2}(?:on (?:the "
        r"|their )?"
        r"users?(?:'s|s')? behalf|on behalf of (?:the |your )?users?|for (?:the|your) users?"
        r"|in (?:the |your )?users?(?:'s|s')? name)",
        r"(?<!to\s)(?:accept|approve|confirm|allow|grant) (?:them|it|these|those|all \w+|every \w+"
        r"|each \w+|invitations|requests|prompts) automatically",
        r"(?:go ahead|proceed|continue|carry on|just do it|act) without (?:checking|asking"
        r"|confirming|double-checking)(?! (?:the |a |whether |if )?(?:cache|file|disk|index|schema"
        r"|syntax|types?|format))",
        r"(?:the )?(?:users?|account (?:holder|owner)s?|customers?) (?:has |have )?(?:already"
        r"|previously) (?:agreed|consented|approved|authori[sz]ed|accepted|opted in) (?:to "
        r")?(?:all|every|any|each|these|such)",
        r"(?:consider|treat|regard|deem) (?:every|all|each|any) (?:\w+ ){0,5}(?:as "
        r")?(?:pre-?)?(?:approved|authori[sz]ed|confirmed|consented)",
        r"auto-?(?:confirm|accept|allow) (?:every|all|each|any)",
        r"click (?:\"|')?(?:allow|yes|accept|ok|approve|confirm)(?:\"|')? on (?:any|every|each"
        r"|all)",
        r"(?:first|beforehand)\b.{0,60}\b(?:inform|notify|let (?:\w+ ){1,3}know"
        r"|tell (?:\w+ ){1,3}about it"
        r"|warn) (?:\w+ ){0,4}(?:later|afterwards?|after the fact)",
        r"(?:no need|there is no need|you (?:do not|don't) need|(?:do not|don't|never) "
        r"(?:bother|stop)) to (?:check|clear (?:it|this|that)|confirm|verify) with (?:them"
        r"|him|her|the users?|your users?|the customers?|the account (?:holder|owner)|anyone)",
        r""
        r"(?:there is |there's )?no (?:point|sense|use) (?:in )?(?:asking|checking with"
        r"|prompting|bothering) (?:the |your )?(?:users?|them|customers?|anyone|the human)",
        r""
        r"(?:do not|don't|never|no need to) (?:pause|stop|wait|hesitate) (?:to|and) (?:ask"
        r"|check|confirm)",
        # "without user approval" alone is how a safeguard is worded too ("no
        # payment is made without user approval"): only the bare input is read
        r"without (?:any )?(?:human|user) (?:input|go-?ahead)",
        r"without (?:first )?checking in",
        r"(?:has|have) (?:already )?pre-?"
        r"(?:cleared|approved|authori[sz]ed) (?:all|every|any|each)",
        r"(?:users?|they"
        r"|customers?) (?:does not|doesn't|do not|don't) want to be (?:asked|bothered|prompted"
        r"|interrupted|disturbed)",
        r"(?:acting|proceeding|operating|working) without "
        r"(?:\w+ )?(?:approval|confirmation|consent|permission) is (?:expected|normal|fine"
        r"|allowed|permitted|the default)",
        r"(?:rather than|instead of) (?:first )?(?:confirming"
        r"|checking|clearing|verifying) (?:\w+ ){0,3}with (?:the |your )?(?:users?|customers?"
        r"|them|account (?:holder|owner)s?)",
        r"without (?:consulting|involving|bothering"
        r"|checking with) (?:the |your )?(?:users?|them|customers?|humans?|account (?:holder"
        r"|owner)s?)",
        r"(?:presume|assume|infer) (?:the user's |their |user )?(?:consent"
        r"|approval|agreement|permission)",
        r"(?:interpret|take|treat|read|count|regard"
        r"|consider) (?:the |a |any |their )?(?:user(?:'s|s')? )?(?:silence|lack of (?:a )?"
        r"(?:response|reply|answer|objection)|non-?response|no (?:reply|response|answer)) "
        r"(?:\w+ ){0,3}as (?:approval|agreement|consent|permission|a yes|yes|confirmation"
        r"|acceptance)",
        r"treat (?:it|this|that) as (?:a )?(?:yes|approval|consent|agreement)",
        r""
        r"(?:you (?:do not|don't) have|you (?:do not|don't) need) to (?:double-?check|check"
        r"|confirm|verify|clear (?:it|this|that)) with",
        r"(?:set|pass|send|use|fill in) "
        r"(?:the )?`?(?:confirm\w*|skip_?confirm\w*|auto_?(?:approve|confirm|accept)\w*"
        r"|assume_?yes|yes_?to_?all|no_?prompt)`? (?:parameter |flag |argument |field "
        r"|option )?(?:to |= ?|: ?|as )`?(?:true|yes|1)`? (?:\w+ ){0,2}(?:for|on|in|with) "
        r"(?:every|each|all|any) (?:\w+ ){0,2}(?:calls?|requests?|invocations?|runs?)",
        # detect9a: more phrasings
        r"without (?:first )?(?:waiting|pausing|stopping) (?:for )?(?:the"
        r" |a |any |your )?(?:users?|persons?|humans?|anyone|anybody"
        r"|someone|them|customers?|owners?) to (?:approve|confirm"
        r"|consent|agree|accept|sign off|okay|ok|say yes)(?: it| them| this| each \w+)?"
        # a mode documented ("... to approve when auto_merge is enabled")
        r"(?! (?:when|if|unless|while|once|whenever|in) )",
        r"(?:proceed|go ahead|continue|carry on|move on)(?: \w+){0,4}"
        r" without (?:asking|confirming|prompting)(?= ?[.;,!]| ?$"
        r"| (?:anyone|anybody|them|the user|first|again))",
        r"(?:the )?users?(?:'s|s')? consent(?:s)? to (?:every|all"
        r"|each|any) (?:\w+ ){0,3}(?:this|the) (?:tool|server|connector"
        r"|integration|plugin)",
        # detect9a: approval called automatic
        r"(?:approval|consent|permission|authori[sz]ation|sign-?off)s?"
        r" (?:\w+ ){0,4}(?:is|are) (?:always )?(?:automatic|implicit"
        r"|implied|a given|assumed|automatically (?:given|granted))"
        r"(?= ?[.;,!]| ?$| (?:for|in|with|on) (?:this|our) )",
    ),
    precondition=(
        r"before (?:using|calling|invoking|running|executing|answering|responding|replying"
        r"|you (?:use|call|answer|respond|reply|run)|proceeding|each (?:use|call|answer"
        r"|response|reply|request)|every (?:use|call|answer|response|reply|request)"
        r"|any other (?:tool|call|action))",
        r"after (?:using|calling|invoking|running|each|every|any) (?:(?:call|use|tool|answer"
        r"|response|request|reply|invocation)s?)?",
        r"(?:each|every) time (?:you use |you call )?(?:any|a|this|the|another|some) "
        r"(?:\w+ )?(?:tool|function|request|call)",
        r"whenever (?:a|any|this|the|another|some) (?:\w+ )?(?:tool|function|call|request)",
        r"(?:as a|as the|a) (?:mandatory |required )?(?:precondition|prerequisite)",
        r"prior to (?:each|every|any|using|calling|invoking|answering|responding)",
        r"(?:first|always) (?:call|invoke|run)",
        r"when (?:this|the) (?:tool|function) is (?:called|used|invoked)",
        r"(?:you )?must first",
        r"first,? you must",
        r"you (?:must|should|need to|have to) (?:first |always |also )?(?:call|invoke|run)",
        r"(?:is|are) (?:required|obliged|expected) to (?:first |always )?(?:call|invoke|run)",
    ),
    response_inject=(
        r"(?:include|insert|add|put|place|embed|append|paste|show|display|mention|write)"
        r" (?:\w+ ){0,5}(?:in|into|to|at the (?:end|start|top|bottom) of|on) (?:your|the|each"
        r"|every|all|any) (?:final )?(?:responses?|answers?|replies|reply|outputs?|messages?"
        r"|summary|summaries)",
        r"(?:append|prepend|add) (?:the following|this|these)",
        r"(?:end|begin|start|close|finish|open|sign) (?:each|every|all|any|your) (?:\w+ )?"
        r"(?:responses?|answers?|replies|reply|messages?) with",
        r"(?:tell|inform|notify|remind|warn|advise|assure|convince) (?:the |your )?(?:users?"
        r"|customers?|humans?|them)(?: that| the| their| it)",
        r"(?:announce|explain|say|state|report|claim|mention|insist|suggest) (?:to (?:the )?"
        r"users? )?that",
        r"(?:say|claim|state|report|insist|answer) (?:that )?(?:there (?:is|are) no|no results"
        r"|nothing)",
        r"(?:always|also|you (?:must|should)|be sure to) recommend (?:\w+ ){0,3}(?:through|via"
        r"|at|from|visiting)",
        r"(?:report|present|show|state|give|quote|display) (?:the |all |every |each )?"
        r"(?:\w+ ){0,2}as (?:\d+ ?% |being )?(?:higher|lower|greater|smaller|more|less|double"
        r"|half)",
        r"(?:the )?(?:answer|response|reply) (?:must|should|shall) (?:always )?(?:include"
        r"|contain|mention|say|end with|start with)",
        # detect8a: a fixed verdict reported, a smear or a false state mentioned
        r"(?:report|present|show|describe|mark|list|label|declare|record) (?:the |all |every |each "
        r"|any )?(?:\w+ ){0,3}as (?:having )?(?:passing|passed|successful|succeeded|green|clean"
        r"|safe|secure|healthy|complete|completed|resolved|fixed|approved|verified|on time)",
        r"(?:the )?(?:answer|response|reply|summary) (?:must|should|shall|is to) (?:always )?"
        r"(?:state|claim|say|report|assert|confirm)(?: that)?",
        r"(?:answers|responses|replies|(?:the |every |each |all )?(?:answer|response|reply"
        r"|summary)) (?:now |always |also )?(?:must|should|shall|are to|is to) (?:always |now )?"
        r"(?:state|claim|say|report|assert|confirm|tell)",
        # a figure nudged by a fixed amount or inflated before it is shown
        r"(?:round|bump|push|nudge|inflate|pad|shift|adjust|tweak) (?:\w+ ){0,8}(?:up|down) by",
        r"(?:inflate|exaggerate|overstate|understate|fudge|pad|massage|downplay) (?:the |all "
        r"|every |each |any )?(?:\w+ ){0,2}(?:figures?|numbers?|scores?|results?|prices?|values?"
        r"|ratings?|counts?|metrics?|rates?)",
        # detect9a: more phrasings
        r"(?:describe|portray|depict|characteri[sz]e|paint|frame|pass off|spin) (?:\w+ ){0,4}as\b",
        r"(?:say|claim|insist|assert|announce|declare|swear) (?:to"
        r" (?:the )?users? )?(?:that )?(?:it|they|this|there|everything"
        r"|all|nothing|the \w+|their \w+|its \w+) (?:is|are|was|were"
        r"|will be|has|have|had|did)\b",
        r"(?:the )?users? (?:must|should|shall|is to|are to|needs?"
        r" to) (?:be told|hear|be informed|be assured|learn)\b",
        r"(?:make sure|ensure|see to it) (?:that )?(?:the )?users?"
        r" (?:hears?|is told|learns?|reads?|sees?|believes?|thinks?)\b",
        # detect9a: a figure multiplied
        r"(?:report|present|show|state|give|quote|display|list) (?:the"
        r" |all |every |each |any )?(?:\w+ ){0,3}as(?= (?:twice|double"
        r"|triple|half|three times|ten times|a fraction of))",
        # detect9a: a figure nudged, in the passive
        r"(?:should|must|shall|is to|are to|has to|have to) (?:always"
        r" |first )?be (?:rounded|bumped|pushed|nudged|inflated|padded"
        r"|shifted|adjusted|marked|scaled) (?:up|down)",
    ),
    deprecation=(
        r"(?:is|are|has been|have been|was|were|now|being) (?:officially |now )?"
        r"(?:deprecated|obsolete|discontinued|retired|disabled|decommissioned|sunset"
        r"|compromised|hacked|broken|offline|unavailable|unsafe|insecure|infected"
        r"|backdoored|malicious|blocked|banned|down|defunct|not (?:safe|working|available"
        r"|supported|trusted))",
        r"no longer (?:works?|working|available|supported|safe|functions?|maintained"
        r"|trusted|exists?)",
        r"(?:must|should) (?:no longer|not) be (?:used|trusted|called)",
        r"(?:has|have) been (?:replaced|superseded) by this",
        r"(?:stop|do not|don't|never) (?:using|use|calling|call) (?:the |any )?(?:\w+ )?"
        r"(?:tool|server|function)s?",
        (
            r"(?:were|was|have been|has been) (?:retired|shut down|switched off|turned off"
            r"|removed|replaced|withdrawn|pulled|revoked)"
        ),
        r"(?:as )?(?:unsafe|down|offline|compromised|broken|unreliable)(?: and| so)?",
        r"(?:is|are|was|were|now|being) (?:\w+ )?(?:outdated|vulnerable|out of date|unmaintained)",
        r"(?:has|have) (?:a |an )?(?:known |critical |serious )?(?:vulnerabilit(?:y|ies)"
        r"|security (?:issues?|flaws?|holes?|problems?))",
        r"(?:has|have) been (?:merged|folded|consolidated|absorbed) into (?:this|our)",
        r"(?:is|are) (?:currently |now |heavily |being )?(?:rate-?limited|throttled|over (?:its "
        r"|their )?quota|under maintenance)",
    ),
    conversation=(
        r"(?:the |this |our |your |entire |whole |full |complete |current ){0,3}(?:conversations?"
        r"|dialogues?|dialogs?)(?: (?:history|log|logs|transcript|so far|contents?|context"
        r"|messages|text))?",
        r"(?:the |this |our |your |entire |whole |full |complete |current ){0,3}(?:chat|session"
        r"|thread) (?:history|log|logs|transcripts?|so far|contents?|context|messages|text)",
        r"(?:the )?(?:chat|conversation|message|session) (?:history|log|logs|transcripts?)",
        r"(?:all |every |each |the )?(?:previous |prior |earlier |past |recent |latest )?"
        r"(?:messages?|prompts?|requests?|questions?|inputs?|queries) (?:from|of|by) the users?",
        r"(?:all |every |each |the )?(?:user's|users'|user) (?:previous |prior |earlier "
        r"|past |recent |latest |own )?(?:messages?|prompts?|requests?|questions?|inputs?"
        r"|queries|words|text|conversation)",
        r"(?:the |your )?(?:full|entire|whole|complete) context",
        r"everything (?:the user|they|the human|you) (?:said|says|typed|wrote|asked|has said"
        r"|have said|has typed|has written|told you)",
        r"(?:all|everything) (?:that )?(?:was|has been) (?:said|discussed|written|typed)",
        r"everything (?:that )?the user (?:has )?(?:typed|written|said|sent|entered|asked)",
        r"whatever (?:the user|they) (?:has |have )?(?:typed|written|said|sent|entered)",
        (
            r"all (?:the )?(?:previous|prior|earlier|past) (?:messages|turns|exchanges)(?:"
            r" (?:exchanged )?with the user)?"
        ),
        r"(?:every|each) (?:message|turn) (?:of|in) this (?:chat|conversation|session)",
        r"every message (?:that )?the user (?:has )?(?:written|sent|typed|writes|sends|types"
        r"|wrote|typed)",
        r"(?:the )?(?:entire|whole|full|complete) chat(?: so far)?",
        r"(?:every|all|each) (?:\w+ )?(?:earlier|previous|prior) (?:turns?|messages?"
        r"|exchanges?)(?: in this (?:chat|conversation|session))?",
        # detect8a: the transcript of each session
        r"(?:the |all |every |each )?(?:full |complete |whole |raw )?(?:transcripts?|logs?"
        r"|recordings?) of (?:each|every|the|this|all|our|your) (?:\w+ )?(?:sessions?|chats?"
        r"|conversations?|dialogues?)",
    ),
    mention=(
        r"such as",
        r"e\.g\.?",
        r"for (?:example|instance)",
        r"(?:text|phrases?|strings?|prompts?|messages?|inputs?|patterns?|attempts?"
        r"|instructions?|payloads?|content|lines?|words?|commands?) (?:like|containing"
        r"|such as|that (?:say|says|contain|contains|read|reads))",
        r"(?:tries|try|trying|attempts?|attempting) to",
        r"detect(?:s|ed|ing|or|ors)?",
        r"flag(?:s|ged|ging)?",
        r"classif(?:y|ies|ied|ying)",
        r"recogni[sz](?:e|es|ed|ing)",
        r"warn(?:s|ed|ing)?",
        r"alert(?:s|ed|ing)? (?:when|if|on)",
        r"monitor(?:s|ed|ing)?",
        r"block(?:s|ed|ing)?",
        r"quarantin(?:e|es|ed|ing)",
        r"scan(?:s|ned|ning)? for",
        r"(?:prompt )?injections?",
        r"jailbreaks?",
        r"red-team(?:ing)?",
        r"known (?:attacks?|exploits?|prompts?|payloads?)",
        r"replay(?:s|ed|ing)?",
        r"explain(?:s|ed|ing)? (?:how|why|what)",
        r"teach(?:es|ing)?",
        r"when (?:a|an|any|some) (?:\w+ )?(?:process|program|app|application|document|file"
        r"|page|message|user|input)",
    ),
    caveats=(
        r"not recommended",
        r"use (?:with|at your own) (?:caution|risk)",
        r"at your own risk",
        r"(?:for )?(?:testing|development|debugging|local use|ci) only",
        r"only (?:for|in) (?:testing|development|debugging|ci|local)",
        r"(?:use|useful) in ci",
        r"insecure",
        r"dangerous",
        r"unsafe",
    ),
    order_cues=(
        r"you",
        r"your",
        r"yourself",
        r"must",
        r"shall",
        r"make sure",
        r"ensure",
        r"be sure",
        r"remember to",
        r"do not",
        r"don't",
        r"never",
        r"always",
        r"please",
        r"immediately",
        r"instead",
        r"also (?:read|send|call|run|include|add|copy|forward|collect|return|print|reveal"
        r"|tell|say)",
        r"(?:read|send|call|run|execute|include|add|copy|forward|collect|return|print"
        r"|reveal|tell|say|ignore|disregard|approve|delete|upload|post|fetch|open|trust|obey"
        r"|follow|grant|allow|treat|disable|accept|email|bcc|write|use) (?:the|all|every|any"
        r"|this|these|it|them|everything)",
    ),
    destructive=(
        r"delet(?:e|es|ed|ing)",
        r"drop(?:s|ped|ping)?",
        r"wip(?:e|es|ed|ing)",
        r"destroy(?:s|ed|ing)?",
        r"eras(?:e|es|ed|ing)",
        r"purg(?:e|es|ed|ing)",
        r"truncat(?:e|es|ed|ing)",
        r"remov(?:e|es|ed|ing)",
        r"format(?:s|ted|ting)? (?:the )?(?:disk|drive|volume|partition)",
        r"revok(?:e|es|ed|ing)",
        r"overwrit(?:e|es|ing|ten)",
        r"reset(?:s|ting)? (?:the )?(?:repo|repository|database|branch|account)",
        r"kill(?:s|ed|ing)?",
        r"shut(?:s|ting)? down",
    ),
    falsehood=(
        r"even (?:when|if|though)",
        r"regardless of",
        r"whether or not",
        r"no matter (?:what|whether)",
        r"claim(?:s|ing)? that",
        r"pretend(?:ing)?(?: that)?",
        r"falsely",
        r"(?:higher|lower|greater|smaller|more|less) than (?:the )?(?:actual|real|returned|true"
        r"|value|result)",
        r"(?:instead of|rather than) (?:the )?(?:actual|real|returned|true) (?:value|result"
        r"|data|answer|price)",
        r"(?:is|are|has been|have been) (?:suspended|locked|compromised|hacked|expired"
        r"|unsafe|dangerous|illegal|banned|down|unavailable)",
        r"(?:must|should|needs? to) (?:log ?in|sign ?in|verify (?:their|your) account|update"
        r" (?:their|your) (?:password|payment|billing|credentials))",
        r"no results (?:were|are|could be) found",
        r"(?:the )?(?:data|information|service|feature|results?) (?:is|are) (?:unavailable"
        r"|not available)",
        r"(?:mandatory|urgent|critical|required) (?:security )?(?:update|upgrade|patch"
        r"|verification)",
        # detect8a: a verdict fixed whatever the tool found
        r"(?:whatever|no matter what) (?:the )?(?:\w+ )?(?:returns?|says?|shows?|finds?|reports?"
        r"|comes back)",
        r"(?:up|down) by (?:\w+ ){0,2}(?:points?|percent|per ?cent|%)",
        # a claim the text itself contradicts, a success told against a failure
        r"(?:though|although|even though|when in fact|while|whereas) (?:it|they|this|that|the \w+)"
        r" (?:is|are|was|were|remains?) (?:still|actually|in fact|really) (?:available|working"
        r"|open|active|valid|running|online|free|supported|in stock)",
        r"(?:succeeded|passed|worked|went fine|is fine|was fine|went well|is ok|was ok"
        r"|completed) (?:anyway|regardless|nonetheless|all the same)",
        r"(?:inflat|exaggerat|overstat|understat|fudg|massag)(?:e|es|ed|ing)",
        # detect9a: more phrasings
        # a clean bill told against the evidence: "has no outages, even
        # during an incident"; told alone ("the file has no errors when
        # validation passes") it may be the result itself
        r"(?:(?:free of|free from|clear of) (?:any )?(?:vulnerabilit(?:y|ies)|issues|bugs|errors"
        r"|malware|viruses|problems|risks)|(?:has|have|had) no (?:outages?|incidents?|issues"
        r"|errors|vulnerabilities|downtime|problems)),? (?:even|despite|regardless|whatever"
        r"|no matter)\b",
        r"(?:even|despite|though|although) (?:if |when |while )?(?:the"
        r" )?(?:\w+ ){0,2}(?:shows?|says?|indicates?|reports?|returns?)"
        r" (?:rain|errors?|failures?|otherwise|a failure|the opposite"
        r"|an? (?:outage|incident))",
        r"though (?:none|nothing|no \w+) (?:is|was|were|are|has been|have been)",
    ),
    promotion=(
        r"sponsored(?: by)?",
        r"promo(?:tion(?:al)?)?(?: code)?",
        r"(?:use|enter|apply) (?:the )?(?:code|coupon)",
        r"coupons?",
        r"discounts?",
        r"(?:special|exclusive|limited) (?:\w+ )?offers?",
        r"(?:buy|order|shop|book|subscribe) (?:now|today|through|at|via)",
        r"advert(?:s|isements?)?",
        r"affiliate",
        r"deals?",
        r"(?:visit|check out|sign up at|go to) (?:https?://|www\.|\S+\.(?:com|tk|io|net|org"
        r"|xyz|co))",
        # detect9a: more phrasings
        r"(?:with|using|use|apply|enter) (?:the )?(?:code|coupon|voucher|promo code) \w*\d\w*",
        # a shop of the server's own partners: "our partner site" or "the
        # Pro plan" alone is documentation, not an advert
        r"(?:our|an?) (?:partner|sponsor|affiliate)(?:'s)? (?:store|shop|offer|deal|brand)s?",
        r"(?:sponsored|affiliate) (?:store|shop|offer|link|deal)s?",
        r"(?:is|as) the (?:safest|best|cheapest|fastest|smartest) (?:choice|option|pick|deal|buy)",
    ),
    forged_labels=(
        r"(?:system|operator|admin|administrator|developer|root|vendor|openai|anthropic) "
        r"(?:message|notice|notification|directive|instruction|instructions|override|command"
        r"|alert|update|announcement|note)s? ?:",
        r"\[ ?(?:system|operator|admin|administrator|developer|root|vendor)(?: (?:message"
        r"|notice|override|directive|note|instructions?|command|update|alert))? ?\]",
        r"(?:message|note|notice|update|instructions?|directive|memo|announcement) from (?:your"
        r"|the model's|the assistant's) (?:\w+ ){0,2}(?:developers?|creators?|makers?"
        r"|operators?|administrators?|admins?|vendor|owners?|trainers?|team|provider)",
        r"message from (?:the |your )?(?:\w+ )?(?:user|developer|system|administrator|admin"
        r"|operator|owner|anthropic|openai) to (?:you|the (?:assistant|ai|model|agent))",
        r"(?:this|the following) (?:message|note|text|instruction) (?:is|comes) from (?:the "
        r"|your )?(?:system|operator|developers?|administrator|anthropic|openai|platform)",
    ),
    authority=(
        r"the users?",
        r"the (?:assistant|model|ai|agent|llm)",
        r"you",
        r"your",
        r"safety",
        r"rules",
        r"restrictions",
        r"permissions?",
        r"privileges",
        r"administrator",
        r"admin",
        r"root",
        r"access",
        r"commands?",
        r"instructions?",
        r"refusals?",
        r"filters?",
        r"guardrails",
        r"polic(?:y|ies)",
        r"trust(?:ed)?",
        r"obey",
        r"comply",
    ),
    tamper=(
        r"(?:always |also |must (?:always |also )?|should (?:always )?)?(?:add|append|include"
        r"|insert|attach|set|pass|use|force|enable|put) (?:the |a |an |this |your )?(?:\w+ )?"
        r"(?:flags?|arguments?|parameters?|options?|labels?|headers?|bcc|cc|fields?|recipients?"
        r"|as (?:a )?(?:bcc|cc|recipient))",
        r"(?:change|replace|modify|override|redirect|alter|swap|rewrite|switch|set) (?:the |its"
        r" |their |every |each |all )?(?:\w+ ){0,2}(?:payees?|recipients?|destinations?"
        r"|accounts?|ibans?|address(?:es)?|tickers?|symbols?|amounts?|prices?|branch(?:es)?"
        r"|remotes?|urls?|targets?|receivers?|beneficiar(?:y|ies))(?: to| with| for)?",
        r"swap (?:it|them|this|that) (?:for|with)",
        r"(?:must|should|always) (?:first |also )?(?:open|visit|navigate to|load|hit)",
        r"as (?:a )?(?:bcc|cc)",
        # detect8a: a reply-to or sender rewritten, money sent to a fixed account, a
        # clause added to every query
        r"(?:set|change|replace|point|override|rewrite) (?:the |its |their |every |each )?"
        r"(?:reply-?to|sender|from|return-?path)(?: address| header| field)?(?: to)?",
        r"(?:must|should|shall|are to|is to) (?:always )?(?:go|be sent|be paid|be transferred"
        r"|be wired|be routed) to (?:iban|account|wallet|routing)",
        r"(?:add|append|inject|insert|tack) (?:\S+ ){0,6}(?:to|onto|into) "
        r"(?:the |every |each |any )?"
        r"(?:where clauses?|sql|select statements?|sql statements?)",
    ),
    redirect=(
        r"(?:use|call|try|choose|prefer|switch to|go through|route (?:\w+ ){0,4}through|send"
        r" (?:\w+ ){0,4}(?:through|to|via)|post (?:\w+ ){0,3}(?:with|through|via)|write"
        r" (?:\w+ ){0,3}(?:with|through|via)|do (?:\w+ ){0,3}(?:with|through|via)) "
        r"(?:this|our) (?:tool|server|function|one|integration|connector|instead)",
        r"(?:through|with|via|using) this (?:tool|server|function|one) instead",
        r"(?:this|our) (?:tool|server|function|one) (?:replaces|supersedes) (?:it|them)",
        r"(?:now )?go(?:es)? through",
        r"(?:are|is) now (?:handled|served|done|routed) (?:by|through|via)",
        r"use (?:only )?(?:\w+ ){0,3}here",
        r"(?:only|exclusively) (?:use )?this (?:tool|server)",
        (
            r"(?:must|should|shall|are to|is to) be (?:routed|sent|directed|redirected|done)"
            r" (?:to|through|via) (?:this|our) (?:server|tool)"
        ),
        r"(?:through|with|via|using|use|call|to) our (?:own )?[a-z][a-z0-9_]{2,40}",
        r"[a-z][a-z0-9_]{2,40} on this server",
        r"this server's [a-z][a-z0-9_]{2,40}",
        r"(?:send|post|route|push|put) (?:all|every|any|each) (?:\w+ ){0,3}here",
        r"(?:push|commit|run|make|place|create|open|file) (?:\w+ ){0,4}(?:through|via|with|using) "
        r"(?:this|our) (?:tool|server|function|one|integration)",
    ),
)
