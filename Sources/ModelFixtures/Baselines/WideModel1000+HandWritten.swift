import Foundation

extension WideModel1000: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let n = HandWritten.number(d["f0000"]) { f0000 = n.intValue }
    f0001 = HandWritten.string(d["f0001"])
    if let n = HandWritten.number(d["f0002"]) { f0002 = n.doubleValue }
    if let n = HandWritten.number(d["f0003"]) { f0003 = n.boolValue }
    if let n = HandWritten.number(d["f0004"]) { f0004 = n.intValue }
    f0005 = HandWritten.string(d["f0005"])
    if let n = HandWritten.number(d["f0006"]) { f0006 = n.doubleValue }
    if let n = HandWritten.number(d["f0007"]) { f0007 = n.boolValue }
    if let n = HandWritten.number(d["f0008"]) { f0008 = n.intValue }
    f0009 = HandWritten.string(d["f0009"])
    if let n = HandWritten.number(d["f0010"]) { f0010 = n.doubleValue }
    if let n = HandWritten.number(d["f0011"]) { f0011 = n.boolValue }
    if let n = HandWritten.number(d["f0012"]) { f0012 = n.intValue }
    f0013 = HandWritten.string(d["f0013"])
    if let n = HandWritten.number(d["f0014"]) { f0014 = n.doubleValue }
    if let n = HandWritten.number(d["f0015"]) { f0015 = n.boolValue }
    if let n = HandWritten.number(d["f0016"]) { f0016 = n.intValue }
    f0017 = HandWritten.string(d["f0017"])
    if let n = HandWritten.number(d["f0018"]) { f0018 = n.doubleValue }
    if let n = HandWritten.number(d["f0019"]) { f0019 = n.boolValue }
    if let n = HandWritten.number(d["f0020"]) { f0020 = n.intValue }
    f0021 = HandWritten.string(d["f0021"])
    if let n = HandWritten.number(d["f0022"]) { f0022 = n.doubleValue }
    if let n = HandWritten.number(d["f0023"]) { f0023 = n.boolValue }
    if let n = HandWritten.number(d["f0024"]) { f0024 = n.intValue }
    f0025 = HandWritten.string(d["f0025"])
    if let n = HandWritten.number(d["f0026"]) { f0026 = n.doubleValue }
    if let n = HandWritten.number(d["f0027"]) { f0027 = n.boolValue }
    if let n = HandWritten.number(d["f0028"]) { f0028 = n.intValue }
    f0029 = HandWritten.string(d["f0029"])
    if let n = HandWritten.number(d["f0030"]) { f0030 = n.doubleValue }
    if let n = HandWritten.number(d["f0031"]) { f0031 = n.boolValue }
    if let n = HandWritten.number(d["f0032"]) { f0032 = n.intValue }
    f0033 = HandWritten.string(d["f0033"])
    if let n = HandWritten.number(d["f0034"]) { f0034 = n.doubleValue }
    if let n = HandWritten.number(d["f0035"]) { f0035 = n.boolValue }
    if let n = HandWritten.number(d["f0036"]) { f0036 = n.intValue }
    f0037 = HandWritten.string(d["f0037"])
    if let n = HandWritten.number(d["f0038"]) { f0038 = n.doubleValue }
    if let n = HandWritten.number(d["f0039"]) { f0039 = n.boolValue }
    if let n = HandWritten.number(d["f0040"]) { f0040 = n.intValue }
    f0041 = HandWritten.string(d["f0041"])
    if let n = HandWritten.number(d["f0042"]) { f0042 = n.doubleValue }
    if let n = HandWritten.number(d["f0043"]) { f0043 = n.boolValue }
    if let n = HandWritten.number(d["f0044"]) { f0044 = n.intValue }
    f0045 = HandWritten.string(d["f0045"])
    if let n = HandWritten.number(d["f0046"]) { f0046 = n.doubleValue }
    if let n = HandWritten.number(d["f0047"]) { f0047 = n.boolValue }
    if let n = HandWritten.number(d["f0048"]) { f0048 = n.intValue }
    f0049 = HandWritten.string(d["f0049"])
    if let n = HandWritten.number(d["f0050"]) { f0050 = n.doubleValue }
    if let n = HandWritten.number(d["f0051"]) { f0051 = n.boolValue }
    if let n = HandWritten.number(d["f0052"]) { f0052 = n.intValue }
    f0053 = HandWritten.string(d["f0053"])
    if let n = HandWritten.number(d["f0054"]) { f0054 = n.doubleValue }
    if let n = HandWritten.number(d["f0055"]) { f0055 = n.boolValue }
    if let n = HandWritten.number(d["f0056"]) { f0056 = n.intValue }
    f0057 = HandWritten.string(d["f0057"])
    if let n = HandWritten.number(d["f0058"]) { f0058 = n.doubleValue }
    if let n = HandWritten.number(d["f0059"]) { f0059 = n.boolValue }
    if let n = HandWritten.number(d["f0060"]) { f0060 = n.intValue }
    f0061 = HandWritten.string(d["f0061"])
    if let n = HandWritten.number(d["f0062"]) { f0062 = n.doubleValue }
    if let n = HandWritten.number(d["f0063"]) { f0063 = n.boolValue }
    if let n = HandWritten.number(d["f0064"]) { f0064 = n.intValue }
    f0065 = HandWritten.string(d["f0065"])
    if let n = HandWritten.number(d["f0066"]) { f0066 = n.doubleValue }
    if let n = HandWritten.number(d["f0067"]) { f0067 = n.boolValue }
    if let n = HandWritten.number(d["f0068"]) { f0068 = n.intValue }
    f0069 = HandWritten.string(d["f0069"])
    if let n = HandWritten.number(d["f0070"]) { f0070 = n.doubleValue }
    if let n = HandWritten.number(d["f0071"]) { f0071 = n.boolValue }
    if let n = HandWritten.number(d["f0072"]) { f0072 = n.intValue }
    f0073 = HandWritten.string(d["f0073"])
    if let n = HandWritten.number(d["f0074"]) { f0074 = n.doubleValue }
    if let n = HandWritten.number(d["f0075"]) { f0075 = n.boolValue }
    if let n = HandWritten.number(d["f0076"]) { f0076 = n.intValue }
    f0077 = HandWritten.string(d["f0077"])
    if let n = HandWritten.number(d["f0078"]) { f0078 = n.doubleValue }
    if let n = HandWritten.number(d["f0079"]) { f0079 = n.boolValue }
    if let n = HandWritten.number(d["f0080"]) { f0080 = n.intValue }
    f0081 = HandWritten.string(d["f0081"])
    if let n = HandWritten.number(d["f0082"]) { f0082 = n.doubleValue }
    if let n = HandWritten.number(d["f0083"]) { f0083 = n.boolValue }
    if let n = HandWritten.number(d["f0084"]) { f0084 = n.intValue }
    f0085 = HandWritten.string(d["f0085"])
    if let n = HandWritten.number(d["f0086"]) { f0086 = n.doubleValue }
    if let n = HandWritten.number(d["f0087"]) { f0087 = n.boolValue }
    if let n = HandWritten.number(d["f0088"]) { f0088 = n.intValue }
    f0089 = HandWritten.string(d["f0089"])
    if let n = HandWritten.number(d["f0090"]) { f0090 = n.doubleValue }
    if let n = HandWritten.number(d["f0091"]) { f0091 = n.boolValue }
    if let n = HandWritten.number(d["f0092"]) { f0092 = n.intValue }
    f0093 = HandWritten.string(d["f0093"])
    if let n = HandWritten.number(d["f0094"]) { f0094 = n.doubleValue }
    if let n = HandWritten.number(d["f0095"]) { f0095 = n.boolValue }
    if let n = HandWritten.number(d["f0096"]) { f0096 = n.intValue }
    f0097 = HandWritten.string(d["f0097"])
    if let n = HandWritten.number(d["f0098"]) { f0098 = n.doubleValue }
    if let n = HandWritten.number(d["f0099"]) { f0099 = n.boolValue }
    if let n = HandWritten.number(d["f0100"]) { f0100 = n.intValue }
    f0101 = HandWritten.string(d["f0101"])
    if let n = HandWritten.number(d["f0102"]) { f0102 = n.doubleValue }
    if let n = HandWritten.number(d["f0103"]) { f0103 = n.boolValue }
    if let n = HandWritten.number(d["f0104"]) { f0104 = n.intValue }
    f0105 = HandWritten.string(d["f0105"])
    if let n = HandWritten.number(d["f0106"]) { f0106 = n.doubleValue }
    if let n = HandWritten.number(d["f0107"]) { f0107 = n.boolValue }
    if let n = HandWritten.number(d["f0108"]) { f0108 = n.intValue }
    f0109 = HandWritten.string(d["f0109"])
    if let n = HandWritten.number(d["f0110"]) { f0110 = n.doubleValue }
    if let n = HandWritten.number(d["f0111"]) { f0111 = n.boolValue }
    if let n = HandWritten.number(d["f0112"]) { f0112 = n.intValue }
    f0113 = HandWritten.string(d["f0113"])
    if let n = HandWritten.number(d["f0114"]) { f0114 = n.doubleValue }
    if let n = HandWritten.number(d["f0115"]) { f0115 = n.boolValue }
    if let n = HandWritten.number(d["f0116"]) { f0116 = n.intValue }
    f0117 = HandWritten.string(d["f0117"])
    if let n = HandWritten.number(d["f0118"]) { f0118 = n.doubleValue }
    if let n = HandWritten.number(d["f0119"]) { f0119 = n.boolValue }
    if let n = HandWritten.number(d["f0120"]) { f0120 = n.intValue }
    f0121 = HandWritten.string(d["f0121"])
    if let n = HandWritten.number(d["f0122"]) { f0122 = n.doubleValue }
    if let n = HandWritten.number(d["f0123"]) { f0123 = n.boolValue }
    if let n = HandWritten.number(d["f0124"]) { f0124 = n.intValue }
    f0125 = HandWritten.string(d["f0125"])
    if let n = HandWritten.number(d["f0126"]) { f0126 = n.doubleValue }
    if let n = HandWritten.number(d["f0127"]) { f0127 = n.boolValue }
    if let n = HandWritten.number(d["f0128"]) { f0128 = n.intValue }
    f0129 = HandWritten.string(d["f0129"])
    if let n = HandWritten.number(d["f0130"]) { f0130 = n.doubleValue }
    if let n = HandWritten.number(d["f0131"]) { f0131 = n.boolValue }
    if let n = HandWritten.number(d["f0132"]) { f0132 = n.intValue }
    f0133 = HandWritten.string(d["f0133"])
    if let n = HandWritten.number(d["f0134"]) { f0134 = n.doubleValue }
    if let n = HandWritten.number(d["f0135"]) { f0135 = n.boolValue }
    if let n = HandWritten.number(d["f0136"]) { f0136 = n.intValue }
    f0137 = HandWritten.string(d["f0137"])
    if let n = HandWritten.number(d["f0138"]) { f0138 = n.doubleValue }
    if let n = HandWritten.number(d["f0139"]) { f0139 = n.boolValue }
    if let n = HandWritten.number(d["f0140"]) { f0140 = n.intValue }
    f0141 = HandWritten.string(d["f0141"])
    if let n = HandWritten.number(d["f0142"]) { f0142 = n.doubleValue }
    if let n = HandWritten.number(d["f0143"]) { f0143 = n.boolValue }
    if let n = HandWritten.number(d["f0144"]) { f0144 = n.intValue }
    f0145 = HandWritten.string(d["f0145"])
    if let n = HandWritten.number(d["f0146"]) { f0146 = n.doubleValue }
    if let n = HandWritten.number(d["f0147"]) { f0147 = n.boolValue }
    if let n = HandWritten.number(d["f0148"]) { f0148 = n.intValue }
    f0149 = HandWritten.string(d["f0149"])
    if let n = HandWritten.number(d["f0150"]) { f0150 = n.doubleValue }
    if let n = HandWritten.number(d["f0151"]) { f0151 = n.boolValue }
    if let n = HandWritten.number(d["f0152"]) { f0152 = n.intValue }
    f0153 = HandWritten.string(d["f0153"])
    if let n = HandWritten.number(d["f0154"]) { f0154 = n.doubleValue }
    if let n = HandWritten.number(d["f0155"]) { f0155 = n.boolValue }
    if let n = HandWritten.number(d["f0156"]) { f0156 = n.intValue }
    f0157 = HandWritten.string(d["f0157"])
    if let n = HandWritten.number(d["f0158"]) { f0158 = n.doubleValue }
    if let n = HandWritten.number(d["f0159"]) { f0159 = n.boolValue }
    if let n = HandWritten.number(d["f0160"]) { f0160 = n.intValue }
    f0161 = HandWritten.string(d["f0161"])
    if let n = HandWritten.number(d["f0162"]) { f0162 = n.doubleValue }
    if let n = HandWritten.number(d["f0163"]) { f0163 = n.boolValue }
    if let n = HandWritten.number(d["f0164"]) { f0164 = n.intValue }
    f0165 = HandWritten.string(d["f0165"])
    if let n = HandWritten.number(d["f0166"]) { f0166 = n.doubleValue }
    if let n = HandWritten.number(d["f0167"]) { f0167 = n.boolValue }
    if let n = HandWritten.number(d["f0168"]) { f0168 = n.intValue }
    f0169 = HandWritten.string(d["f0169"])
    if let n = HandWritten.number(d["f0170"]) { f0170 = n.doubleValue }
    if let n = HandWritten.number(d["f0171"]) { f0171 = n.boolValue }
    if let n = HandWritten.number(d["f0172"]) { f0172 = n.intValue }
    f0173 = HandWritten.string(d["f0173"])
    if let n = HandWritten.number(d["f0174"]) { f0174 = n.doubleValue }
    if let n = HandWritten.number(d["f0175"]) { f0175 = n.boolValue }
    if let n = HandWritten.number(d["f0176"]) { f0176 = n.intValue }
    f0177 = HandWritten.string(d["f0177"])
    if let n = HandWritten.number(d["f0178"]) { f0178 = n.doubleValue }
    if let n = HandWritten.number(d["f0179"]) { f0179 = n.boolValue }
    if let n = HandWritten.number(d["f0180"]) { f0180 = n.intValue }
    f0181 = HandWritten.string(d["f0181"])
    if let n = HandWritten.number(d["f0182"]) { f0182 = n.doubleValue }
    if let n = HandWritten.number(d["f0183"]) { f0183 = n.boolValue }
    if let n = HandWritten.number(d["f0184"]) { f0184 = n.intValue }
    f0185 = HandWritten.string(d["f0185"])
    if let n = HandWritten.number(d["f0186"]) { f0186 = n.doubleValue }
    if let n = HandWritten.number(d["f0187"]) { f0187 = n.boolValue }
    if let n = HandWritten.number(d["f0188"]) { f0188 = n.intValue }
    f0189 = HandWritten.string(d["f0189"])
    if let n = HandWritten.number(d["f0190"]) { f0190 = n.doubleValue }
    if let n = HandWritten.number(d["f0191"]) { f0191 = n.boolValue }
    if let n = HandWritten.number(d["f0192"]) { f0192 = n.intValue }
    f0193 = HandWritten.string(d["f0193"])
    if let n = HandWritten.number(d["f0194"]) { f0194 = n.doubleValue }
    if let n = HandWritten.number(d["f0195"]) { f0195 = n.boolValue }
    if let n = HandWritten.number(d["f0196"]) { f0196 = n.intValue }
    f0197 = HandWritten.string(d["f0197"])
    if let n = HandWritten.number(d["f0198"]) { f0198 = n.doubleValue }
    if let n = HandWritten.number(d["f0199"]) { f0199 = n.boolValue }
    if let n = HandWritten.number(d["f0200"]) { f0200 = n.intValue }
    f0201 = HandWritten.string(d["f0201"])
    if let n = HandWritten.number(d["f0202"]) { f0202 = n.doubleValue }
    if let n = HandWritten.number(d["f0203"]) { f0203 = n.boolValue }
    if let n = HandWritten.number(d["f0204"]) { f0204 = n.intValue }
    f0205 = HandWritten.string(d["f0205"])
    if let n = HandWritten.number(d["f0206"]) { f0206 = n.doubleValue }
    if let n = HandWritten.number(d["f0207"]) { f0207 = n.boolValue }
    if let n = HandWritten.number(d["f0208"]) { f0208 = n.intValue }
    f0209 = HandWritten.string(d["f0209"])
    if let n = HandWritten.number(d["f0210"]) { f0210 = n.doubleValue }
    if let n = HandWritten.number(d["f0211"]) { f0211 = n.boolValue }
    if let n = HandWritten.number(d["f0212"]) { f0212 = n.intValue }
    f0213 = HandWritten.string(d["f0213"])
    if let n = HandWritten.number(d["f0214"]) { f0214 = n.doubleValue }
    if let n = HandWritten.number(d["f0215"]) { f0215 = n.boolValue }
    if let n = HandWritten.number(d["f0216"]) { f0216 = n.intValue }
    f0217 = HandWritten.string(d["f0217"])
    if let n = HandWritten.number(d["f0218"]) { f0218 = n.doubleValue }
    if let n = HandWritten.number(d["f0219"]) { f0219 = n.boolValue }
    if let n = HandWritten.number(d["f0220"]) { f0220 = n.intValue }
    f0221 = HandWritten.string(d["f0221"])
    if let n = HandWritten.number(d["f0222"]) { f0222 = n.doubleValue }
    if let n = HandWritten.number(d["f0223"]) { f0223 = n.boolValue }
    if let n = HandWritten.number(d["f0224"]) { f0224 = n.intValue }
    f0225 = HandWritten.string(d["f0225"])
    if let n = HandWritten.number(d["f0226"]) { f0226 = n.doubleValue }
    if let n = HandWritten.number(d["f0227"]) { f0227 = n.boolValue }
    if let n = HandWritten.number(d["f0228"]) { f0228 = n.intValue }
    f0229 = HandWritten.string(d["f0229"])
    if let n = HandWritten.number(d["f0230"]) { f0230 = n.doubleValue }
    if let n = HandWritten.number(d["f0231"]) { f0231 = n.boolValue }
    if let n = HandWritten.number(d["f0232"]) { f0232 = n.intValue }
    f0233 = HandWritten.string(d["f0233"])
    if let n = HandWritten.number(d["f0234"]) { f0234 = n.doubleValue }
    if let n = HandWritten.number(d["f0235"]) { f0235 = n.boolValue }
    if let n = HandWritten.number(d["f0236"]) { f0236 = n.intValue }
    f0237 = HandWritten.string(d["f0237"])
    if let n = HandWritten.number(d["f0238"]) { f0238 = n.doubleValue }
    if let n = HandWritten.number(d["f0239"]) { f0239 = n.boolValue }
    if let n = HandWritten.number(d["f0240"]) { f0240 = n.intValue }
    f0241 = HandWritten.string(d["f0241"])
    if let n = HandWritten.number(d["f0242"]) { f0242 = n.doubleValue }
    if let n = HandWritten.number(d["f0243"]) { f0243 = n.boolValue }
    if let n = HandWritten.number(d["f0244"]) { f0244 = n.intValue }
    f0245 = HandWritten.string(d["f0245"])
    if let n = HandWritten.number(d["f0246"]) { f0246 = n.doubleValue }
    if let n = HandWritten.number(d["f0247"]) { f0247 = n.boolValue }
    if let n = HandWritten.number(d["f0248"]) { f0248 = n.intValue }
    f0249 = HandWritten.string(d["f0249"])
    if let n = HandWritten.number(d["f0250"]) { f0250 = n.doubleValue }
    if let n = HandWritten.number(d["f0251"]) { f0251 = n.boolValue }
    if let n = HandWritten.number(d["f0252"]) { f0252 = n.intValue }
    f0253 = HandWritten.string(d["f0253"])
    if let n = HandWritten.number(d["f0254"]) { f0254 = n.doubleValue }
    if let n = HandWritten.number(d["f0255"]) { f0255 = n.boolValue }
    if let n = HandWritten.number(d["f0256"]) { f0256 = n.intValue }
    f0257 = HandWritten.string(d["f0257"])
    if let n = HandWritten.number(d["f0258"]) { f0258 = n.doubleValue }
    if let n = HandWritten.number(d["f0259"]) { f0259 = n.boolValue }
    if let n = HandWritten.number(d["f0260"]) { f0260 = n.intValue }
    f0261 = HandWritten.string(d["f0261"])
    if let n = HandWritten.number(d["f0262"]) { f0262 = n.doubleValue }
    if let n = HandWritten.number(d["f0263"]) { f0263 = n.boolValue }
    if let n = HandWritten.number(d["f0264"]) { f0264 = n.intValue }
    f0265 = HandWritten.string(d["f0265"])
    if let n = HandWritten.number(d["f0266"]) { f0266 = n.doubleValue }
    if let n = HandWritten.number(d["f0267"]) { f0267 = n.boolValue }
    if let n = HandWritten.number(d["f0268"]) { f0268 = n.intValue }
    f0269 = HandWritten.string(d["f0269"])
    if let n = HandWritten.number(d["f0270"]) { f0270 = n.doubleValue }
    if let n = HandWritten.number(d["f0271"]) { f0271 = n.boolValue }
    if let n = HandWritten.number(d["f0272"]) { f0272 = n.intValue }
    f0273 = HandWritten.string(d["f0273"])
    if let n = HandWritten.number(d["f0274"]) { f0274 = n.doubleValue }
    if let n = HandWritten.number(d["f0275"]) { f0275 = n.boolValue }
    if let n = HandWritten.number(d["f0276"]) { f0276 = n.intValue }
    f0277 = HandWritten.string(d["f0277"])
    if let n = HandWritten.number(d["f0278"]) { f0278 = n.doubleValue }
    if let n = HandWritten.number(d["f0279"]) { f0279 = n.boolValue }
    if let n = HandWritten.number(d["f0280"]) { f0280 = n.intValue }
    f0281 = HandWritten.string(d["f0281"])
    if let n = HandWritten.number(d["f0282"]) { f0282 = n.doubleValue }
    if let n = HandWritten.number(d["f0283"]) { f0283 = n.boolValue }
    if let n = HandWritten.number(d["f0284"]) { f0284 = n.intValue }
    f0285 = HandWritten.string(d["f0285"])
    if let n = HandWritten.number(d["f0286"]) { f0286 = n.doubleValue }
    if let n = HandWritten.number(d["f0287"]) { f0287 = n.boolValue }
    if let n = HandWritten.number(d["f0288"]) { f0288 = n.intValue }
    f0289 = HandWritten.string(d["f0289"])
    if let n = HandWritten.number(d["f0290"]) { f0290 = n.doubleValue }
    if let n = HandWritten.number(d["f0291"]) { f0291 = n.boolValue }
    if let n = HandWritten.number(d["f0292"]) { f0292 = n.intValue }
    f0293 = HandWritten.string(d["f0293"])
    if let n = HandWritten.number(d["f0294"]) { f0294 = n.doubleValue }
    if let n = HandWritten.number(d["f0295"]) { f0295 = n.boolValue }
    if let n = HandWritten.number(d["f0296"]) { f0296 = n.intValue }
    f0297 = HandWritten.string(d["f0297"])
    if let n = HandWritten.number(d["f0298"]) { f0298 = n.doubleValue }
    if let n = HandWritten.number(d["f0299"]) { f0299 = n.boolValue }
    if let n = HandWritten.number(d["f0300"]) { f0300 = n.intValue }
    f0301 = HandWritten.string(d["f0301"])
    if let n = HandWritten.number(d["f0302"]) { f0302 = n.doubleValue }
    if let n = HandWritten.number(d["f0303"]) { f0303 = n.boolValue }
    if let n = HandWritten.number(d["f0304"]) { f0304 = n.intValue }
    f0305 = HandWritten.string(d["f0305"])
    if let n = HandWritten.number(d["f0306"]) { f0306 = n.doubleValue }
    if let n = HandWritten.number(d["f0307"]) { f0307 = n.boolValue }
    if let n = HandWritten.number(d["f0308"]) { f0308 = n.intValue }
    f0309 = HandWritten.string(d["f0309"])
    if let n = HandWritten.number(d["f0310"]) { f0310 = n.doubleValue }
    if let n = HandWritten.number(d["f0311"]) { f0311 = n.boolValue }
    if let n = HandWritten.number(d["f0312"]) { f0312 = n.intValue }
    f0313 = HandWritten.string(d["f0313"])
    if let n = HandWritten.number(d["f0314"]) { f0314 = n.doubleValue }
    if let n = HandWritten.number(d["f0315"]) { f0315 = n.boolValue }
    if let n = HandWritten.number(d["f0316"]) { f0316 = n.intValue }
    f0317 = HandWritten.string(d["f0317"])
    if let n = HandWritten.number(d["f0318"]) { f0318 = n.doubleValue }
    if let n = HandWritten.number(d["f0319"]) { f0319 = n.boolValue }
    if let n = HandWritten.number(d["f0320"]) { f0320 = n.intValue }
    f0321 = HandWritten.string(d["f0321"])
    if let n = HandWritten.number(d["f0322"]) { f0322 = n.doubleValue }
    if let n = HandWritten.number(d["f0323"]) { f0323 = n.boolValue }
    if let n = HandWritten.number(d["f0324"]) { f0324 = n.intValue }
    f0325 = HandWritten.string(d["f0325"])
    if let n = HandWritten.number(d["f0326"]) { f0326 = n.doubleValue }
    if let n = HandWritten.number(d["f0327"]) { f0327 = n.boolValue }
    if let n = HandWritten.number(d["f0328"]) { f0328 = n.intValue }
    f0329 = HandWritten.string(d["f0329"])
    if let n = HandWritten.number(d["f0330"]) { f0330 = n.doubleValue }
    if let n = HandWritten.number(d["f0331"]) { f0331 = n.boolValue }
    if let n = HandWritten.number(d["f0332"]) { f0332 = n.intValue }
    f0333 = HandWritten.string(d["f0333"])
    if let n = HandWritten.number(d["f0334"]) { f0334 = n.doubleValue }
    if let n = HandWritten.number(d["f0335"]) { f0335 = n.boolValue }
    if let n = HandWritten.number(d["f0336"]) { f0336 = n.intValue }
    f0337 = HandWritten.string(d["f0337"])
    if let n = HandWritten.number(d["f0338"]) { f0338 = n.doubleValue }
    if let n = HandWritten.number(d["f0339"]) { f0339 = n.boolValue }
    if let n = HandWritten.number(d["f0340"]) { f0340 = n.intValue }
    f0341 = HandWritten.string(d["f0341"])
    if let n = HandWritten.number(d["f0342"]) { f0342 = n.doubleValue }
    if let n = HandWritten.number(d["f0343"]) { f0343 = n.boolValue }
    if let n = HandWritten.number(d["f0344"]) { f0344 = n.intValue }
    f0345 = HandWritten.string(d["f0345"])
    if let n = HandWritten.number(d["f0346"]) { f0346 = n.doubleValue }
    if let n = HandWritten.number(d["f0347"]) { f0347 = n.boolValue }
    if let n = HandWritten.number(d["f0348"]) { f0348 = n.intValue }
    f0349 = HandWritten.string(d["f0349"])
    if let n = HandWritten.number(d["f0350"]) { f0350 = n.doubleValue }
    if let n = HandWritten.number(d["f0351"]) { f0351 = n.boolValue }
    if let n = HandWritten.number(d["f0352"]) { f0352 = n.intValue }
    f0353 = HandWritten.string(d["f0353"])
    if let n = HandWritten.number(d["f0354"]) { f0354 = n.doubleValue }
    if let n = HandWritten.number(d["f0355"]) { f0355 = n.boolValue }
    if let n = HandWritten.number(d["f0356"]) { f0356 = n.intValue }
    f0357 = HandWritten.string(d["f0357"])
    if let n = HandWritten.number(d["f0358"]) { f0358 = n.doubleValue }
    if let n = HandWritten.number(d["f0359"]) { f0359 = n.boolValue }
    if let n = HandWritten.number(d["f0360"]) { f0360 = n.intValue }
    f0361 = HandWritten.string(d["f0361"])
    if let n = HandWritten.number(d["f0362"]) { f0362 = n.doubleValue }
    if let n = HandWritten.number(d["f0363"]) { f0363 = n.boolValue }
    if let n = HandWritten.number(d["f0364"]) { f0364 = n.intValue }
    f0365 = HandWritten.string(d["f0365"])
    if let n = HandWritten.number(d["f0366"]) { f0366 = n.doubleValue }
    if let n = HandWritten.number(d["f0367"]) { f0367 = n.boolValue }
    if let n = HandWritten.number(d["f0368"]) { f0368 = n.intValue }
    f0369 = HandWritten.string(d["f0369"])
    if let n = HandWritten.number(d["f0370"]) { f0370 = n.doubleValue }
    if let n = HandWritten.number(d["f0371"]) { f0371 = n.boolValue }
    if let n = HandWritten.number(d["f0372"]) { f0372 = n.intValue }
    f0373 = HandWritten.string(d["f0373"])
    if let n = HandWritten.number(d["f0374"]) { f0374 = n.doubleValue }
    if let n = HandWritten.number(d["f0375"]) { f0375 = n.boolValue }
    if let n = HandWritten.number(d["f0376"]) { f0376 = n.intValue }
    f0377 = HandWritten.string(d["f0377"])
    if let n = HandWritten.number(d["f0378"]) { f0378 = n.doubleValue }
    if let n = HandWritten.number(d["f0379"]) { f0379 = n.boolValue }
    if let n = HandWritten.number(d["f0380"]) { f0380 = n.intValue }
    f0381 = HandWritten.string(d["f0381"])
    if let n = HandWritten.number(d["f0382"]) { f0382 = n.doubleValue }
    if let n = HandWritten.number(d["f0383"]) { f0383 = n.boolValue }
    if let n = HandWritten.number(d["f0384"]) { f0384 = n.intValue }
    f0385 = HandWritten.string(d["f0385"])
    if let n = HandWritten.number(d["f0386"]) { f0386 = n.doubleValue }
    if let n = HandWritten.number(d["f0387"]) { f0387 = n.boolValue }
    if let n = HandWritten.number(d["f0388"]) { f0388 = n.intValue }
    f0389 = HandWritten.string(d["f0389"])
    if let n = HandWritten.number(d["f0390"]) { f0390 = n.doubleValue }
    if let n = HandWritten.number(d["f0391"]) { f0391 = n.boolValue }
    if let n = HandWritten.number(d["f0392"]) { f0392 = n.intValue }
    f0393 = HandWritten.string(d["f0393"])
    if let n = HandWritten.number(d["f0394"]) { f0394 = n.doubleValue }
    if let n = HandWritten.number(d["f0395"]) { f0395 = n.boolValue }
    if let n = HandWritten.number(d["f0396"]) { f0396 = n.intValue }
    f0397 = HandWritten.string(d["f0397"])
    if let n = HandWritten.number(d["f0398"]) { f0398 = n.doubleValue }
    if let n = HandWritten.number(d["f0399"]) { f0399 = n.boolValue }
    if let n = HandWritten.number(d["f0400"]) { f0400 = n.intValue }
    f0401 = HandWritten.string(d["f0401"])
    if let n = HandWritten.number(d["f0402"]) { f0402 = n.doubleValue }
    if let n = HandWritten.number(d["f0403"]) { f0403 = n.boolValue }
    if let n = HandWritten.number(d["f0404"]) { f0404 = n.intValue }
    f0405 = HandWritten.string(d["f0405"])
    if let n = HandWritten.number(d["f0406"]) { f0406 = n.doubleValue }
    if let n = HandWritten.number(d["f0407"]) { f0407 = n.boolValue }
    if let n = HandWritten.number(d["f0408"]) { f0408 = n.intValue }
    f0409 = HandWritten.string(d["f0409"])
    if let n = HandWritten.number(d["f0410"]) { f0410 = n.doubleValue }
    if let n = HandWritten.number(d["f0411"]) { f0411 = n.boolValue }
    if let n = HandWritten.number(d["f0412"]) { f0412 = n.intValue }
    f0413 = HandWritten.string(d["f0413"])
    if let n = HandWritten.number(d["f0414"]) { f0414 = n.doubleValue }
    if let n = HandWritten.number(d["f0415"]) { f0415 = n.boolValue }
    if let n = HandWritten.number(d["f0416"]) { f0416 = n.intValue }
    f0417 = HandWritten.string(d["f0417"])
    if let n = HandWritten.number(d["f0418"]) { f0418 = n.doubleValue }
    if let n = HandWritten.number(d["f0419"]) { f0419 = n.boolValue }
    if let n = HandWritten.number(d["f0420"]) { f0420 = n.intValue }
    f0421 = HandWritten.string(d["f0421"])
    if let n = HandWritten.number(d["f0422"]) { f0422 = n.doubleValue }
    if let n = HandWritten.number(d["f0423"]) { f0423 = n.boolValue }
    if let n = HandWritten.number(d["f0424"]) { f0424 = n.intValue }
    f0425 = HandWritten.string(d["f0425"])
    if let n = HandWritten.number(d["f0426"]) { f0426 = n.doubleValue }
    if let n = HandWritten.number(d["f0427"]) { f0427 = n.boolValue }
    if let n = HandWritten.number(d["f0428"]) { f0428 = n.intValue }
    f0429 = HandWritten.string(d["f0429"])
    if let n = HandWritten.number(d["f0430"]) { f0430 = n.doubleValue }
    if let n = HandWritten.number(d["f0431"]) { f0431 = n.boolValue }
    if let n = HandWritten.number(d["f0432"]) { f0432 = n.intValue }
    f0433 = HandWritten.string(d["f0433"])
    if let n = HandWritten.number(d["f0434"]) { f0434 = n.doubleValue }
    if let n = HandWritten.number(d["f0435"]) { f0435 = n.boolValue }
    if let n = HandWritten.number(d["f0436"]) { f0436 = n.intValue }
    f0437 = HandWritten.string(d["f0437"])
    if let n = HandWritten.number(d["f0438"]) { f0438 = n.doubleValue }
    if let n = HandWritten.number(d["f0439"]) { f0439 = n.boolValue }
    if let n = HandWritten.number(d["f0440"]) { f0440 = n.intValue }
    f0441 = HandWritten.string(d["f0441"])
    if let n = HandWritten.number(d["f0442"]) { f0442 = n.doubleValue }
    if let n = HandWritten.number(d["f0443"]) { f0443 = n.boolValue }
    if let n = HandWritten.number(d["f0444"]) { f0444 = n.intValue }
    f0445 = HandWritten.string(d["f0445"])
    if let n = HandWritten.number(d["f0446"]) { f0446 = n.doubleValue }
    if let n = HandWritten.number(d["f0447"]) { f0447 = n.boolValue }
    if let n = HandWritten.number(d["f0448"]) { f0448 = n.intValue }
    f0449 = HandWritten.string(d["f0449"])
    if let n = HandWritten.number(d["f0450"]) { f0450 = n.doubleValue }
    if let n = HandWritten.number(d["f0451"]) { f0451 = n.boolValue }
    if let n = HandWritten.number(d["f0452"]) { f0452 = n.intValue }
    f0453 = HandWritten.string(d["f0453"])
    if let n = HandWritten.number(d["f0454"]) { f0454 = n.doubleValue }
    if let n = HandWritten.number(d["f0455"]) { f0455 = n.boolValue }
    if let n = HandWritten.number(d["f0456"]) { f0456 = n.intValue }
    f0457 = HandWritten.string(d["f0457"])
    if let n = HandWritten.number(d["f0458"]) { f0458 = n.doubleValue }
    if let n = HandWritten.number(d["f0459"]) { f0459 = n.boolValue }
    if let n = HandWritten.number(d["f0460"]) { f0460 = n.intValue }
    f0461 = HandWritten.string(d["f0461"])
    if let n = HandWritten.number(d["f0462"]) { f0462 = n.doubleValue }
    if let n = HandWritten.number(d["f0463"]) { f0463 = n.boolValue }
    if let n = HandWritten.number(d["f0464"]) { f0464 = n.intValue }
    f0465 = HandWritten.string(d["f0465"])
    if let n = HandWritten.number(d["f0466"]) { f0466 = n.doubleValue }
    if let n = HandWritten.number(d["f0467"]) { f0467 = n.boolValue }
    if let n = HandWritten.number(d["f0468"]) { f0468 = n.intValue }
    f0469 = HandWritten.string(d["f0469"])
    if let n = HandWritten.number(d["f0470"]) { f0470 = n.doubleValue }
    if let n = HandWritten.number(d["f0471"]) { f0471 = n.boolValue }
    if let n = HandWritten.number(d["f0472"]) { f0472 = n.intValue }
    f0473 = HandWritten.string(d["f0473"])
    if let n = HandWritten.number(d["f0474"]) { f0474 = n.doubleValue }
    if let n = HandWritten.number(d["f0475"]) { f0475 = n.boolValue }
    if let n = HandWritten.number(d["f0476"]) { f0476 = n.intValue }
    f0477 = HandWritten.string(d["f0477"])
    if let n = HandWritten.number(d["f0478"]) { f0478 = n.doubleValue }
    if let n = HandWritten.number(d["f0479"]) { f0479 = n.boolValue }
    if let n = HandWritten.number(d["f0480"]) { f0480 = n.intValue }
    f0481 = HandWritten.string(d["f0481"])
    if let n = HandWritten.number(d["f0482"]) { f0482 = n.doubleValue }
    if let n = HandWritten.number(d["f0483"]) { f0483 = n.boolValue }
    if let n = HandWritten.number(d["f0484"]) { f0484 = n.intValue }
    f0485 = HandWritten.string(d["f0485"])
    if let n = HandWritten.number(d["f0486"]) { f0486 = n.doubleValue }
    if let n = HandWritten.number(d["f0487"]) { f0487 = n.boolValue }
    if let n = HandWritten.number(d["f0488"]) { f0488 = n.intValue }
    f0489 = HandWritten.string(d["f0489"])
    if let n = HandWritten.number(d["f0490"]) { f0490 = n.doubleValue }
    if let n = HandWritten.number(d["f0491"]) { f0491 = n.boolValue }
    if let n = HandWritten.number(d["f0492"]) { f0492 = n.intValue }
    f0493 = HandWritten.string(d["f0493"])
    if let n = HandWritten.number(d["f0494"]) { f0494 = n.doubleValue }
    if let n = HandWritten.number(d["f0495"]) { f0495 = n.boolValue }
    if let n = HandWritten.number(d["f0496"]) { f0496 = n.intValue }
    f0497 = HandWritten.string(d["f0497"])
    if let n = HandWritten.number(d["f0498"]) { f0498 = n.doubleValue }
    if let n = HandWritten.number(d["f0499"]) { f0499 = n.boolValue }
    if let n = HandWritten.number(d["f0500"]) { f0500 = n.intValue }
    f0501 = HandWritten.string(d["f0501"])
    if let n = HandWritten.number(d["f0502"]) { f0502 = n.doubleValue }
    if let n = HandWritten.number(d["f0503"]) { f0503 = n.boolValue }
    if let n = HandWritten.number(d["f0504"]) { f0504 = n.intValue }
    f0505 = HandWritten.string(d["f0505"])
    if let n = HandWritten.number(d["f0506"]) { f0506 = n.doubleValue }
    if let n = HandWritten.number(d["f0507"]) { f0507 = n.boolValue }
    if let n = HandWritten.number(d["f0508"]) { f0508 = n.intValue }
    f0509 = HandWritten.string(d["f0509"])
    if let n = HandWritten.number(d["f0510"]) { f0510 = n.doubleValue }
    if let n = HandWritten.number(d["f0511"]) { f0511 = n.boolValue }
    if let n = HandWritten.number(d["f0512"]) { f0512 = n.intValue }
    f0513 = HandWritten.string(d["f0513"])
    if let n = HandWritten.number(d["f0514"]) { f0514 = n.doubleValue }
    if let n = HandWritten.number(d["f0515"]) { f0515 = n.boolValue }
    if let n = HandWritten.number(d["f0516"]) { f0516 = n.intValue }
    f0517 = HandWritten.string(d["f0517"])
    if let n = HandWritten.number(d["f0518"]) { f0518 = n.doubleValue }
    if let n = HandWritten.number(d["f0519"]) { f0519 = n.boolValue }
    if let n = HandWritten.number(d["f0520"]) { f0520 = n.intValue }
    f0521 = HandWritten.string(d["f0521"])
    if let n = HandWritten.number(d["f0522"]) { f0522 = n.doubleValue }
    if let n = HandWritten.number(d["f0523"]) { f0523 = n.boolValue }
    if let n = HandWritten.number(d["f0524"]) { f0524 = n.intValue }
    f0525 = HandWritten.string(d["f0525"])
    if let n = HandWritten.number(d["f0526"]) { f0526 = n.doubleValue }
    if let n = HandWritten.number(d["f0527"]) { f0527 = n.boolValue }
    if let n = HandWritten.number(d["f0528"]) { f0528 = n.intValue }
    f0529 = HandWritten.string(d["f0529"])
    if let n = HandWritten.number(d["f0530"]) { f0530 = n.doubleValue }
    if let n = HandWritten.number(d["f0531"]) { f0531 = n.boolValue }
    if let n = HandWritten.number(d["f0532"]) { f0532 = n.intValue }
    f0533 = HandWritten.string(d["f0533"])
    if let n = HandWritten.number(d["f0534"]) { f0534 = n.doubleValue }
    if let n = HandWritten.number(d["f0535"]) { f0535 = n.boolValue }
    if let n = HandWritten.number(d["f0536"]) { f0536 = n.intValue }
    f0537 = HandWritten.string(d["f0537"])
    if let n = HandWritten.number(d["f0538"]) { f0538 = n.doubleValue }
    if let n = HandWritten.number(d["f0539"]) { f0539 = n.boolValue }
    if let n = HandWritten.number(d["f0540"]) { f0540 = n.intValue }
    f0541 = HandWritten.string(d["f0541"])
    if let n = HandWritten.number(d["f0542"]) { f0542 = n.doubleValue }
    if let n = HandWritten.number(d["f0543"]) { f0543 = n.boolValue }
    if let n = HandWritten.number(d["f0544"]) { f0544 = n.intValue }
    f0545 = HandWritten.string(d["f0545"])
    if let n = HandWritten.number(d["f0546"]) { f0546 = n.doubleValue }
    if let n = HandWritten.number(d["f0547"]) { f0547 = n.boolValue }
    if let n = HandWritten.number(d["f0548"]) { f0548 = n.intValue }
    f0549 = HandWritten.string(d["f0549"])
    if let n = HandWritten.number(d["f0550"]) { f0550 = n.doubleValue }
    if let n = HandWritten.number(d["f0551"]) { f0551 = n.boolValue }
    if let n = HandWritten.number(d["f0552"]) { f0552 = n.intValue }
    f0553 = HandWritten.string(d["f0553"])
    if let n = HandWritten.number(d["f0554"]) { f0554 = n.doubleValue }
    if let n = HandWritten.number(d["f0555"]) { f0555 = n.boolValue }
    if let n = HandWritten.number(d["f0556"]) { f0556 = n.intValue }
    f0557 = HandWritten.string(d["f0557"])
    if let n = HandWritten.number(d["f0558"]) { f0558 = n.doubleValue }
    if let n = HandWritten.number(d["f0559"]) { f0559 = n.boolValue }
    if let n = HandWritten.number(d["f0560"]) { f0560 = n.intValue }
    f0561 = HandWritten.string(d["f0561"])
    if let n = HandWritten.number(d["f0562"]) { f0562 = n.doubleValue }
    if let n = HandWritten.number(d["f0563"]) { f0563 = n.boolValue }
    if let n = HandWritten.number(d["f0564"]) { f0564 = n.intValue }
    f0565 = HandWritten.string(d["f0565"])
    if let n = HandWritten.number(d["f0566"]) { f0566 = n.doubleValue }
    if let n = HandWritten.number(d["f0567"]) { f0567 = n.boolValue }
    if let n = HandWritten.number(d["f0568"]) { f0568 = n.intValue }
    f0569 = HandWritten.string(d["f0569"])
    if let n = HandWritten.number(d["f0570"]) { f0570 = n.doubleValue }
    if let n = HandWritten.number(d["f0571"]) { f0571 = n.boolValue }
    if let n = HandWritten.number(d["f0572"]) { f0572 = n.intValue }
    f0573 = HandWritten.string(d["f0573"])
    if let n = HandWritten.number(d["f0574"]) { f0574 = n.doubleValue }
    if let n = HandWritten.number(d["f0575"]) { f0575 = n.boolValue }
    if let n = HandWritten.number(d["f0576"]) { f0576 = n.intValue }
    f0577 = HandWritten.string(d["f0577"])
    if let n = HandWritten.number(d["f0578"]) { f0578 = n.doubleValue }
    if let n = HandWritten.number(d["f0579"]) { f0579 = n.boolValue }
    if let n = HandWritten.number(d["f0580"]) { f0580 = n.intValue }
    f0581 = HandWritten.string(d["f0581"])
    if let n = HandWritten.number(d["f0582"]) { f0582 = n.doubleValue }
    if let n = HandWritten.number(d["f0583"]) { f0583 = n.boolValue }
    if let n = HandWritten.number(d["f0584"]) { f0584 = n.intValue }
    f0585 = HandWritten.string(d["f0585"])
    if let n = HandWritten.number(d["f0586"]) { f0586 = n.doubleValue }
    if let n = HandWritten.number(d["f0587"]) { f0587 = n.boolValue }
    if let n = HandWritten.number(d["f0588"]) { f0588 = n.intValue }
    f0589 = HandWritten.string(d["f0589"])
    if let n = HandWritten.number(d["f0590"]) { f0590 = n.doubleValue }
    if let n = HandWritten.number(d["f0591"]) { f0591 = n.boolValue }
    if let n = HandWritten.number(d["f0592"]) { f0592 = n.intValue }
    f0593 = HandWritten.string(d["f0593"])
    if let n = HandWritten.number(d["f0594"]) { f0594 = n.doubleValue }
    if let n = HandWritten.number(d["f0595"]) { f0595 = n.boolValue }
    if let n = HandWritten.number(d["f0596"]) { f0596 = n.intValue }
    f0597 = HandWritten.string(d["f0597"])
    if let n = HandWritten.number(d["f0598"]) { f0598 = n.doubleValue }
    if let n = HandWritten.number(d["f0599"]) { f0599 = n.boolValue }
    if let n = HandWritten.number(d["f0600"]) { f0600 = n.intValue }
    f0601 = HandWritten.string(d["f0601"])
    if let n = HandWritten.number(d["f0602"]) { f0602 = n.doubleValue }
    if let n = HandWritten.number(d["f0603"]) { f0603 = n.boolValue }
    if let n = HandWritten.number(d["f0604"]) { f0604 = n.intValue }
    f0605 = HandWritten.string(d["f0605"])
    if let n = HandWritten.number(d["f0606"]) { f0606 = n.doubleValue }
    if let n = HandWritten.number(d["f0607"]) { f0607 = n.boolValue }
    if let n = HandWritten.number(d["f0608"]) { f0608 = n.intValue }
    f0609 = HandWritten.string(d["f0609"])
    if let n = HandWritten.number(d["f0610"]) { f0610 = n.doubleValue }
    if let n = HandWritten.number(d["f0611"]) { f0611 = n.boolValue }
    if let n = HandWritten.number(d["f0612"]) { f0612 = n.intValue }
    f0613 = HandWritten.string(d["f0613"])
    if let n = HandWritten.number(d["f0614"]) { f0614 = n.doubleValue }
    if let n = HandWritten.number(d["f0615"]) { f0615 = n.boolValue }
    if let n = HandWritten.number(d["f0616"]) { f0616 = n.intValue }
    f0617 = HandWritten.string(d["f0617"])
    if let n = HandWritten.number(d["f0618"]) { f0618 = n.doubleValue }
    if let n = HandWritten.number(d["f0619"]) { f0619 = n.boolValue }
    if let n = HandWritten.number(d["f0620"]) { f0620 = n.intValue }
    f0621 = HandWritten.string(d["f0621"])
    if let n = HandWritten.number(d["f0622"]) { f0622 = n.doubleValue }
    if let n = HandWritten.number(d["f0623"]) { f0623 = n.boolValue }
    if let n = HandWritten.number(d["f0624"]) { f0624 = n.intValue }
    f0625 = HandWritten.string(d["f0625"])
    if let n = HandWritten.number(d["f0626"]) { f0626 = n.doubleValue }
    if let n = HandWritten.number(d["f0627"]) { f0627 = n.boolValue }
    if let n = HandWritten.number(d["f0628"]) { f0628 = n.intValue }
    f0629 = HandWritten.string(d["f0629"])
    if let n = HandWritten.number(d["f0630"]) { f0630 = n.doubleValue }
    if let n = HandWritten.number(d["f0631"]) { f0631 = n.boolValue }
    if let n = HandWritten.number(d["f0632"]) { f0632 = n.intValue }
    f0633 = HandWritten.string(d["f0633"])
    if let n = HandWritten.number(d["f0634"]) { f0634 = n.doubleValue }
    if let n = HandWritten.number(d["f0635"]) { f0635 = n.boolValue }
    if let n = HandWritten.number(d["f0636"]) { f0636 = n.intValue }
    f0637 = HandWritten.string(d["f0637"])
    if let n = HandWritten.number(d["f0638"]) { f0638 = n.doubleValue }
    if let n = HandWritten.number(d["f0639"]) { f0639 = n.boolValue }
    if let n = HandWritten.number(d["f0640"]) { f0640 = n.intValue }
    f0641 = HandWritten.string(d["f0641"])
    if let n = HandWritten.number(d["f0642"]) { f0642 = n.doubleValue }
    if let n = HandWritten.number(d["f0643"]) { f0643 = n.boolValue }
    if let n = HandWritten.number(d["f0644"]) { f0644 = n.intValue }
    f0645 = HandWritten.string(d["f0645"])
    if let n = HandWritten.number(d["f0646"]) { f0646 = n.doubleValue }
    if let n = HandWritten.number(d["f0647"]) { f0647 = n.boolValue }
    if let n = HandWritten.number(d["f0648"]) { f0648 = n.intValue }
    f0649 = HandWritten.string(d["f0649"])
    if let n = HandWritten.number(d["f0650"]) { f0650 = n.doubleValue }
    if let n = HandWritten.number(d["f0651"]) { f0651 = n.boolValue }
    if let n = HandWritten.number(d["f0652"]) { f0652 = n.intValue }
    f0653 = HandWritten.string(d["f0653"])
    if let n = HandWritten.number(d["f0654"]) { f0654 = n.doubleValue }
    if let n = HandWritten.number(d["f0655"]) { f0655 = n.boolValue }
    if let n = HandWritten.number(d["f0656"]) { f0656 = n.intValue }
    f0657 = HandWritten.string(d["f0657"])
    if let n = HandWritten.number(d["f0658"]) { f0658 = n.doubleValue }
    if let n = HandWritten.number(d["f0659"]) { f0659 = n.boolValue }
    if let n = HandWritten.number(d["f0660"]) { f0660 = n.intValue }
    f0661 = HandWritten.string(d["f0661"])
    if let n = HandWritten.number(d["f0662"]) { f0662 = n.doubleValue }
    if let n = HandWritten.number(d["f0663"]) { f0663 = n.boolValue }
    if let n = HandWritten.number(d["f0664"]) { f0664 = n.intValue }
    f0665 = HandWritten.string(d["f0665"])
    if let n = HandWritten.number(d["f0666"]) { f0666 = n.doubleValue }
    if let n = HandWritten.number(d["f0667"]) { f0667 = n.boolValue }
    if let n = HandWritten.number(d["f0668"]) { f0668 = n.intValue }
    f0669 = HandWritten.string(d["f0669"])
    if let n = HandWritten.number(d["f0670"]) { f0670 = n.doubleValue }
    if let n = HandWritten.number(d["f0671"]) { f0671 = n.boolValue }
    if let n = HandWritten.number(d["f0672"]) { f0672 = n.intValue }
    f0673 = HandWritten.string(d["f0673"])
    if let n = HandWritten.number(d["f0674"]) { f0674 = n.doubleValue }
    if let n = HandWritten.number(d["f0675"]) { f0675 = n.boolValue }
    if let n = HandWritten.number(d["f0676"]) { f0676 = n.intValue }
    f0677 = HandWritten.string(d["f0677"])
    if let n = HandWritten.number(d["f0678"]) { f0678 = n.doubleValue }
    if let n = HandWritten.number(d["f0679"]) { f0679 = n.boolValue }
    if let n = HandWritten.number(d["f0680"]) { f0680 = n.intValue }
    f0681 = HandWritten.string(d["f0681"])
    if let n = HandWritten.number(d["f0682"]) { f0682 = n.doubleValue }
    if let n = HandWritten.number(d["f0683"]) { f0683 = n.boolValue }
    if let n = HandWritten.number(d["f0684"]) { f0684 = n.intValue }
    f0685 = HandWritten.string(d["f0685"])
    if let n = HandWritten.number(d["f0686"]) { f0686 = n.doubleValue }
    if let n = HandWritten.number(d["f0687"]) { f0687 = n.boolValue }
    if let n = HandWritten.number(d["f0688"]) { f0688 = n.intValue }
    f0689 = HandWritten.string(d["f0689"])
    if let n = HandWritten.number(d["f0690"]) { f0690 = n.doubleValue }
    if let n = HandWritten.number(d["f0691"]) { f0691 = n.boolValue }
    if let n = HandWritten.number(d["f0692"]) { f0692 = n.intValue }
    f0693 = HandWritten.string(d["f0693"])
    if let n = HandWritten.number(d["f0694"]) { f0694 = n.doubleValue }
    if let n = HandWritten.number(d["f0695"]) { f0695 = n.boolValue }
    if let n = HandWritten.number(d["f0696"]) { f0696 = n.intValue }
    f0697 = HandWritten.string(d["f0697"])
    if let n = HandWritten.number(d["f0698"]) { f0698 = n.doubleValue }
    if let n = HandWritten.number(d["f0699"]) { f0699 = n.boolValue }
    if let n = HandWritten.number(d["f0700"]) { f0700 = n.intValue }
    f0701 = HandWritten.string(d["f0701"])
    if let n = HandWritten.number(d["f0702"]) { f0702 = n.doubleValue }
    if let n = HandWritten.number(d["f0703"]) { f0703 = n.boolValue }
    if let n = HandWritten.number(d["f0704"]) { f0704 = n.intValue }
    f0705 = HandWritten.string(d["f0705"])
    if let n = HandWritten.number(d["f0706"]) { f0706 = n.doubleValue }
    if let n = HandWritten.number(d["f0707"]) { f0707 = n.boolValue }
    if let n = HandWritten.number(d["f0708"]) { f0708 = n.intValue }
    f0709 = HandWritten.string(d["f0709"])
    if let n = HandWritten.number(d["f0710"]) { f0710 = n.doubleValue }
    if let n = HandWritten.number(d["f0711"]) { f0711 = n.boolValue }
    if let n = HandWritten.number(d["f0712"]) { f0712 = n.intValue }
    f0713 = HandWritten.string(d["f0713"])
    if let n = HandWritten.number(d["f0714"]) { f0714 = n.doubleValue }
    if let n = HandWritten.number(d["f0715"]) { f0715 = n.boolValue }
    if let n = HandWritten.number(d["f0716"]) { f0716 = n.intValue }
    f0717 = HandWritten.string(d["f0717"])
    if let n = HandWritten.number(d["f0718"]) { f0718 = n.doubleValue }
    if let n = HandWritten.number(d["f0719"]) { f0719 = n.boolValue }
    if let n = HandWritten.number(d["f0720"]) { f0720 = n.intValue }
    f0721 = HandWritten.string(d["f0721"])
    if let n = HandWritten.number(d["f0722"]) { f0722 = n.doubleValue }
    if let n = HandWritten.number(d["f0723"]) { f0723 = n.boolValue }
    if let n = HandWritten.number(d["f0724"]) { f0724 = n.intValue }
    f0725 = HandWritten.string(d["f0725"])
    if let n = HandWritten.number(d["f0726"]) { f0726 = n.doubleValue }
    if let n = HandWritten.number(d["f0727"]) { f0727 = n.boolValue }
    if let n = HandWritten.number(d["f0728"]) { f0728 = n.intValue }
    f0729 = HandWritten.string(d["f0729"])
    if let n = HandWritten.number(d["f0730"]) { f0730 = n.doubleValue }
    if let n = HandWritten.number(d["f0731"]) { f0731 = n.boolValue }
    if let n = HandWritten.number(d["f0732"]) { f0732 = n.intValue }
    f0733 = HandWritten.string(d["f0733"])
    if let n = HandWritten.number(d["f0734"]) { f0734 = n.doubleValue }
    if let n = HandWritten.number(d["f0735"]) { f0735 = n.boolValue }
    if let n = HandWritten.number(d["f0736"]) { f0736 = n.intValue }
    f0737 = HandWritten.string(d["f0737"])
    if let n = HandWritten.number(d["f0738"]) { f0738 = n.doubleValue }
    if let n = HandWritten.number(d["f0739"]) { f0739 = n.boolValue }
    if let n = HandWritten.number(d["f0740"]) { f0740 = n.intValue }
    f0741 = HandWritten.string(d["f0741"])
    if let n = HandWritten.number(d["f0742"]) { f0742 = n.doubleValue }
    if let n = HandWritten.number(d["f0743"]) { f0743 = n.boolValue }
    if let n = HandWritten.number(d["f0744"]) { f0744 = n.intValue }
    f0745 = HandWritten.string(d["f0745"])
    if let n = HandWritten.number(d["f0746"]) { f0746 = n.doubleValue }
    if let n = HandWritten.number(d["f0747"]) { f0747 = n.boolValue }
    if let n = HandWritten.number(d["f0748"]) { f0748 = n.intValue }
    f0749 = HandWritten.string(d["f0749"])
    if let n = HandWritten.number(d["f0750"]) { f0750 = n.doubleValue }
    if let n = HandWritten.number(d["f0751"]) { f0751 = n.boolValue }
    if let n = HandWritten.number(d["f0752"]) { f0752 = n.intValue }
    f0753 = HandWritten.string(d["f0753"])
    if let n = HandWritten.number(d["f0754"]) { f0754 = n.doubleValue }
    if let n = HandWritten.number(d["f0755"]) { f0755 = n.boolValue }
    if let n = HandWritten.number(d["f0756"]) { f0756 = n.intValue }
    f0757 = HandWritten.string(d["f0757"])
    if let n = HandWritten.number(d["f0758"]) { f0758 = n.doubleValue }
    if let n = HandWritten.number(d["f0759"]) { f0759 = n.boolValue }
    if let n = HandWritten.number(d["f0760"]) { f0760 = n.intValue }
    f0761 = HandWritten.string(d["f0761"])
    if let n = HandWritten.number(d["f0762"]) { f0762 = n.doubleValue }
    if let n = HandWritten.number(d["f0763"]) { f0763 = n.boolValue }
    if let n = HandWritten.number(d["f0764"]) { f0764 = n.intValue }
    f0765 = HandWritten.string(d["f0765"])
    if let n = HandWritten.number(d["f0766"]) { f0766 = n.doubleValue }
    if let n = HandWritten.number(d["f0767"]) { f0767 = n.boolValue }
    if let n = HandWritten.number(d["f0768"]) { f0768 = n.intValue }
    f0769 = HandWritten.string(d["f0769"])
    if let n = HandWritten.number(d["f0770"]) { f0770 = n.doubleValue }
    if let n = HandWritten.number(d["f0771"]) { f0771 = n.boolValue }
    if let n = HandWritten.number(d["f0772"]) { f0772 = n.intValue }
    f0773 = HandWritten.string(d["f0773"])
    if let n = HandWritten.number(d["f0774"]) { f0774 = n.doubleValue }
    if let n = HandWritten.number(d["f0775"]) { f0775 = n.boolValue }
    if let n = HandWritten.number(d["f0776"]) { f0776 = n.intValue }
    f0777 = HandWritten.string(d["f0777"])
    if let n = HandWritten.number(d["f0778"]) { f0778 = n.doubleValue }
    if let n = HandWritten.number(d["f0779"]) { f0779 = n.boolValue }
    if let n = HandWritten.number(d["f0780"]) { f0780 = n.intValue }
    f0781 = HandWritten.string(d["f0781"])
    if let n = HandWritten.number(d["f0782"]) { f0782 = n.doubleValue }
    if let n = HandWritten.number(d["f0783"]) { f0783 = n.boolValue }
    if let n = HandWritten.number(d["f0784"]) { f0784 = n.intValue }
    f0785 = HandWritten.string(d["f0785"])
    if let n = HandWritten.number(d["f0786"]) { f0786 = n.doubleValue }
    if let n = HandWritten.number(d["f0787"]) { f0787 = n.boolValue }
    if let n = HandWritten.number(d["f0788"]) { f0788 = n.intValue }
    f0789 = HandWritten.string(d["f0789"])
    if let n = HandWritten.number(d["f0790"]) { f0790 = n.doubleValue }
    if let n = HandWritten.number(d["f0791"]) { f0791 = n.boolValue }
    if let n = HandWritten.number(d["f0792"]) { f0792 = n.intValue }
    f0793 = HandWritten.string(d["f0793"])
    if let n = HandWritten.number(d["f0794"]) { f0794 = n.doubleValue }
    if let n = HandWritten.number(d["f0795"]) { f0795 = n.boolValue }
    if let n = HandWritten.number(d["f0796"]) { f0796 = n.intValue }
    f0797 = HandWritten.string(d["f0797"])
    if let n = HandWritten.number(d["f0798"]) { f0798 = n.doubleValue }
    if let n = HandWritten.number(d["f0799"]) { f0799 = n.boolValue }
    if let n = HandWritten.number(d["f0800"]) { f0800 = n.intValue }
    f0801 = HandWritten.string(d["f0801"])
    if let n = HandWritten.number(d["f0802"]) { f0802 = n.doubleValue }
    if let n = HandWritten.number(d["f0803"]) { f0803 = n.boolValue }
    if let n = HandWritten.number(d["f0804"]) { f0804 = n.intValue }
    f0805 = HandWritten.string(d["f0805"])
    if let n = HandWritten.number(d["f0806"]) { f0806 = n.doubleValue }
    if let n = HandWritten.number(d["f0807"]) { f0807 = n.boolValue }
    if let n = HandWritten.number(d["f0808"]) { f0808 = n.intValue }
    f0809 = HandWritten.string(d["f0809"])
    if let n = HandWritten.number(d["f0810"]) { f0810 = n.doubleValue }
    if let n = HandWritten.number(d["f0811"]) { f0811 = n.boolValue }
    if let n = HandWritten.number(d["f0812"]) { f0812 = n.intValue }
    f0813 = HandWritten.string(d["f0813"])
    if let n = HandWritten.number(d["f0814"]) { f0814 = n.doubleValue }
    if let n = HandWritten.number(d["f0815"]) { f0815 = n.boolValue }
    if let n = HandWritten.number(d["f0816"]) { f0816 = n.intValue }
    f0817 = HandWritten.string(d["f0817"])
    if let n = HandWritten.number(d["f0818"]) { f0818 = n.doubleValue }
    if let n = HandWritten.number(d["f0819"]) { f0819 = n.boolValue }
    if let n = HandWritten.number(d["f0820"]) { f0820 = n.intValue }
    f0821 = HandWritten.string(d["f0821"])
    if let n = HandWritten.number(d["f0822"]) { f0822 = n.doubleValue }
    if let n = HandWritten.number(d["f0823"]) { f0823 = n.boolValue }
    if let n = HandWritten.number(d["f0824"]) { f0824 = n.intValue }
    f0825 = HandWritten.string(d["f0825"])
    if let n = HandWritten.number(d["f0826"]) { f0826 = n.doubleValue }
    if let n = HandWritten.number(d["f0827"]) { f0827 = n.boolValue }
    if let n = HandWritten.number(d["f0828"]) { f0828 = n.intValue }
    f0829 = HandWritten.string(d["f0829"])
    if let n = HandWritten.number(d["f0830"]) { f0830 = n.doubleValue }
    if let n = HandWritten.number(d["f0831"]) { f0831 = n.boolValue }
    if let n = HandWritten.number(d["f0832"]) { f0832 = n.intValue }
    f0833 = HandWritten.string(d["f0833"])
    if let n = HandWritten.number(d["f0834"]) { f0834 = n.doubleValue }
    if let n = HandWritten.number(d["f0835"]) { f0835 = n.boolValue }
    if let n = HandWritten.number(d["f0836"]) { f0836 = n.intValue }
    f0837 = HandWritten.string(d["f0837"])
    if let n = HandWritten.number(d["f0838"]) { f0838 = n.doubleValue }
    if let n = HandWritten.number(d["f0839"]) { f0839 = n.boolValue }
    if let n = HandWritten.number(d["f0840"]) { f0840 = n.intValue }
    f0841 = HandWritten.string(d["f0841"])
    if let n = HandWritten.number(d["f0842"]) { f0842 = n.doubleValue }
    if let n = HandWritten.number(d["f0843"]) { f0843 = n.boolValue }
    if let n = HandWritten.number(d["f0844"]) { f0844 = n.intValue }
    f0845 = HandWritten.string(d["f0845"])
    if let n = HandWritten.number(d["f0846"]) { f0846 = n.doubleValue }
    if let n = HandWritten.number(d["f0847"]) { f0847 = n.boolValue }
    if let n = HandWritten.number(d["f0848"]) { f0848 = n.intValue }
    f0849 = HandWritten.string(d["f0849"])
    if let n = HandWritten.number(d["f0850"]) { f0850 = n.doubleValue }
    if let n = HandWritten.number(d["f0851"]) { f0851 = n.boolValue }
    if let n = HandWritten.number(d["f0852"]) { f0852 = n.intValue }
    f0853 = HandWritten.string(d["f0853"])
    if let n = HandWritten.number(d["f0854"]) { f0854 = n.doubleValue }
    if let n = HandWritten.number(d["f0855"]) { f0855 = n.boolValue }
    if let n = HandWritten.number(d["f0856"]) { f0856 = n.intValue }
    f0857 = HandWritten.string(d["f0857"])
    if let n = HandWritten.number(d["f0858"]) { f0858 = n.doubleValue }
    if let n = HandWritten.number(d["f0859"]) { f0859 = n.boolValue }
    if let n = HandWritten.number(d["f0860"]) { f0860 = n.intValue }
    f0861 = HandWritten.string(d["f0861"])
    if let n = HandWritten.number(d["f0862"]) { f0862 = n.doubleValue }
    if let n = HandWritten.number(d["f0863"]) { f0863 = n.boolValue }
    if let n = HandWritten.number(d["f0864"]) { f0864 = n.intValue }
    f0865 = HandWritten.string(d["f0865"])
    if let n = HandWritten.number(d["f0866"]) { f0866 = n.doubleValue }
    if let n = HandWritten.number(d["f0867"]) { f0867 = n.boolValue }
    if let n = HandWritten.number(d["f0868"]) { f0868 = n.intValue }
    f0869 = HandWritten.string(d["f0869"])
    if let n = HandWritten.number(d["f0870"]) { f0870 = n.doubleValue }
    if let n = HandWritten.number(d["f0871"]) { f0871 = n.boolValue }
    if let n = HandWritten.number(d["f0872"]) { f0872 = n.intValue }
    f0873 = HandWritten.string(d["f0873"])
    if let n = HandWritten.number(d["f0874"]) { f0874 = n.doubleValue }
    if let n = HandWritten.number(d["f0875"]) { f0875 = n.boolValue }
    if let n = HandWritten.number(d["f0876"]) { f0876 = n.intValue }
    f0877 = HandWritten.string(d["f0877"])
    if let n = HandWritten.number(d["f0878"]) { f0878 = n.doubleValue }
    if let n = HandWritten.number(d["f0879"]) { f0879 = n.boolValue }
    if let n = HandWritten.number(d["f0880"]) { f0880 = n.intValue }
    f0881 = HandWritten.string(d["f0881"])
    if let n = HandWritten.number(d["f0882"]) { f0882 = n.doubleValue }
    if let n = HandWritten.number(d["f0883"]) { f0883 = n.boolValue }
    if let n = HandWritten.number(d["f0884"]) { f0884 = n.intValue }
    f0885 = HandWritten.string(d["f0885"])
    if let n = HandWritten.number(d["f0886"]) { f0886 = n.doubleValue }
    if let n = HandWritten.number(d["f0887"]) { f0887 = n.boolValue }
    if let n = HandWritten.number(d["f0888"]) { f0888 = n.intValue }
    f0889 = HandWritten.string(d["f0889"])
    if let n = HandWritten.number(d["f0890"]) { f0890 = n.doubleValue }
    if let n = HandWritten.number(d["f0891"]) { f0891 = n.boolValue }
    if let n = HandWritten.number(d["f0892"]) { f0892 = n.intValue }
    f0893 = HandWritten.string(d["f0893"])
    if let n = HandWritten.number(d["f0894"]) { f0894 = n.doubleValue }
    if let n = HandWritten.number(d["f0895"]) { f0895 = n.boolValue }
    if let n = HandWritten.number(d["f0896"]) { f0896 = n.intValue }
    f0897 = HandWritten.string(d["f0897"])
    if let n = HandWritten.number(d["f0898"]) { f0898 = n.doubleValue }
    if let n = HandWritten.number(d["f0899"]) { f0899 = n.boolValue }
    if let n = HandWritten.number(d["f0900"]) { f0900 = n.intValue }
    f0901 = HandWritten.string(d["f0901"])
    if let n = HandWritten.number(d["f0902"]) { f0902 = n.doubleValue }
    if let n = HandWritten.number(d["f0903"]) { f0903 = n.boolValue }
    if let n = HandWritten.number(d["f0904"]) { f0904 = n.intValue }
    f0905 = HandWritten.string(d["f0905"])
    if let n = HandWritten.number(d["f0906"]) { f0906 = n.doubleValue }
    if let n = HandWritten.number(d["f0907"]) { f0907 = n.boolValue }
    if let n = HandWritten.number(d["f0908"]) { f0908 = n.intValue }
    f0909 = HandWritten.string(d["f0909"])
    if let n = HandWritten.number(d["f0910"]) { f0910 = n.doubleValue }
    if let n = HandWritten.number(d["f0911"]) { f0911 = n.boolValue }
    if let n = HandWritten.number(d["f0912"]) { f0912 = n.intValue }
    f0913 = HandWritten.string(d["f0913"])
    if let n = HandWritten.number(d["f0914"]) { f0914 = n.doubleValue }
    if let n = HandWritten.number(d["f0915"]) { f0915 = n.boolValue }
    if let n = HandWritten.number(d["f0916"]) { f0916 = n.intValue }
    f0917 = HandWritten.string(d["f0917"])
    if let n = HandWritten.number(d["f0918"]) { f0918 = n.doubleValue }
    if let n = HandWritten.number(d["f0919"]) { f0919 = n.boolValue }
    if let n = HandWritten.number(d["f0920"]) { f0920 = n.intValue }
    f0921 = HandWritten.string(d["f0921"])
    if let n = HandWritten.number(d["f0922"]) { f0922 = n.doubleValue }
    if let n = HandWritten.number(d["f0923"]) { f0923 = n.boolValue }
    if let n = HandWritten.number(d["f0924"]) { f0924 = n.intValue }
    f0925 = HandWritten.string(d["f0925"])
    if let n = HandWritten.number(d["f0926"]) { f0926 = n.doubleValue }
    if let n = HandWritten.number(d["f0927"]) { f0927 = n.boolValue }
    if let n = HandWritten.number(d["f0928"]) { f0928 = n.intValue }
    f0929 = HandWritten.string(d["f0929"])
    if let n = HandWritten.number(d["f0930"]) { f0930 = n.doubleValue }
    if let n = HandWritten.number(d["f0931"]) { f0931 = n.boolValue }
    if let n = HandWritten.number(d["f0932"]) { f0932 = n.intValue }
    f0933 = HandWritten.string(d["f0933"])
    if let n = HandWritten.number(d["f0934"]) { f0934 = n.doubleValue }
    if let n = HandWritten.number(d["f0935"]) { f0935 = n.boolValue }
    if let n = HandWritten.number(d["f0936"]) { f0936 = n.intValue }
    f0937 = HandWritten.string(d["f0937"])
    if let n = HandWritten.number(d["f0938"]) { f0938 = n.doubleValue }
    if let n = HandWritten.number(d["f0939"]) { f0939 = n.boolValue }
    if let n = HandWritten.number(d["f0940"]) { f0940 = n.intValue }
    f0941 = HandWritten.string(d["f0941"])
    if let n = HandWritten.number(d["f0942"]) { f0942 = n.doubleValue }
    if let n = HandWritten.number(d["f0943"]) { f0943 = n.boolValue }
    if let n = HandWritten.number(d["f0944"]) { f0944 = n.intValue }
    f0945 = HandWritten.string(d["f0945"])
    if let n = HandWritten.number(d["f0946"]) { f0946 = n.doubleValue }
    if let n = HandWritten.number(d["f0947"]) { f0947 = n.boolValue }
    if let n = HandWritten.number(d["f0948"]) { f0948 = n.intValue }
    f0949 = HandWritten.string(d["f0949"])
    if let n = HandWritten.number(d["f0950"]) { f0950 = n.doubleValue }
    if let n = HandWritten.number(d["f0951"]) { f0951 = n.boolValue }
    if let n = HandWritten.number(d["f0952"]) { f0952 = n.intValue }
    f0953 = HandWritten.string(d["f0953"])
    if let n = HandWritten.number(d["f0954"]) { f0954 = n.doubleValue }
    if let n = HandWritten.number(d["f0955"]) { f0955 = n.boolValue }
    if let n = HandWritten.number(d["f0956"]) { f0956 = n.intValue }
    f0957 = HandWritten.string(d["f0957"])
    if let n = HandWritten.number(d["f0958"]) { f0958 = n.doubleValue }
    if let n = HandWritten.number(d["f0959"]) { f0959 = n.boolValue }
    if let n = HandWritten.number(d["f0960"]) { f0960 = n.intValue }
    f0961 = HandWritten.string(d["f0961"])
    if let n = HandWritten.number(d["f0962"]) { f0962 = n.doubleValue }
    if let n = HandWritten.number(d["f0963"]) { f0963 = n.boolValue }
    if let n = HandWritten.number(d["f0964"]) { f0964 = n.intValue }
    f0965 = HandWritten.string(d["f0965"])
    if let n = HandWritten.number(d["f0966"]) { f0966 = n.doubleValue }
    if let n = HandWritten.number(d["f0967"]) { f0967 = n.boolValue }
    if let n = HandWritten.number(d["f0968"]) { f0968 = n.intValue }
    f0969 = HandWritten.string(d["f0969"])
    if let n = HandWritten.number(d["f0970"]) { f0970 = n.doubleValue }
    if let n = HandWritten.number(d["f0971"]) { f0971 = n.boolValue }
    if let n = HandWritten.number(d["f0972"]) { f0972 = n.intValue }
    f0973 = HandWritten.string(d["f0973"])
    if let n = HandWritten.number(d["f0974"]) { f0974 = n.doubleValue }
    if let n = HandWritten.number(d["f0975"]) { f0975 = n.boolValue }
    if let n = HandWritten.number(d["f0976"]) { f0976 = n.intValue }
    f0977 = HandWritten.string(d["f0977"])
    if let n = HandWritten.number(d["f0978"]) { f0978 = n.doubleValue }
    if let n = HandWritten.number(d["f0979"]) { f0979 = n.boolValue }
    if let n = HandWritten.number(d["f0980"]) { f0980 = n.intValue }
    f0981 = HandWritten.string(d["f0981"])
    if let n = HandWritten.number(d["f0982"]) { f0982 = n.doubleValue }
    if let n = HandWritten.number(d["f0983"]) { f0983 = n.boolValue }
    if let n = HandWritten.number(d["f0984"]) { f0984 = n.intValue }
    f0985 = HandWritten.string(d["f0985"])
    if let n = HandWritten.number(d["f0986"]) { f0986 = n.doubleValue }
    if let n = HandWritten.number(d["f0987"]) { f0987 = n.boolValue }
    if let n = HandWritten.number(d["f0988"]) { f0988 = n.intValue }
    f0989 = HandWritten.string(d["f0989"])
    if let n = HandWritten.number(d["f0990"]) { f0990 = n.doubleValue }
    if let n = HandWritten.number(d["f0991"]) { f0991 = n.boolValue }
    if let n = HandWritten.number(d["f0992"]) { f0992 = n.intValue }
    f0993 = HandWritten.string(d["f0993"])
    if let n = HandWritten.number(d["f0994"]) { f0994 = n.doubleValue }
    if let n = HandWritten.number(d["f0995"]) { f0995 = n.boolValue }
    if let n = HandWritten.number(d["f0996"]) { f0996 = n.intValue }
    f0997 = HandWritten.string(d["f0997"])
    if let n = HandWritten.number(d["f0998"]) { f0998 = n.doubleValue }
    if let n = HandWritten.number(d["f0999"]) { f0999 = n.boolValue }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(1000)
    d["f0000"] = f0000
    if let f0001 { d["f0001"] = f0001 }
    d["f0002"] = f0002
    d["f0003"] = f0003
    d["f0004"] = f0004
    if let f0005 { d["f0005"] = f0005 }
    d["f0006"] = f0006
    d["f0007"] = f0007
    d["f0008"] = f0008
    if let f0009 { d["f0009"] = f0009 }
    d["f0010"] = f0010
    d["f0011"] = f0011
    d["f0012"] = f0012
    if let f0013 { d["f0013"] = f0013 }
    d["f0014"] = f0014
    d["f0015"] = f0015
    d["f0016"] = f0016
    if let f0017 { d["f0017"] = f0017 }
    d["f0018"] = f0018
    d["f0019"] = f0019
    d["f0020"] = f0020
    if let f0021 { d["f0021"] = f0021 }
    d["f0022"] = f0022
    d["f0023"] = f0023
    d["f0024"] = f0024
    if let f0025 { d["f0025"] = f0025 }
    d["f0026"] = f0026
    d["f0027"] = f0027
    d["f0028"] = f0028
    if let f0029 { d["f0029"] = f0029 }
    d["f0030"] = f0030
    d["f0031"] = f0031
    d["f0032"] = f0032
    if let f0033 { d["f0033"] = f0033 }
    d["f0034"] = f0034
    d["f0035"] = f0035
    d["f0036"] = f0036
    if let f0037 { d["f0037"] = f0037 }
    d["f0038"] = f0038
    d["f0039"] = f0039
    d["f0040"] = f0040
    if let f0041 { d["f0041"] = f0041 }
    d["f0042"] = f0042
    d["f0043"] = f0043
    d["f0044"] = f0044
    if let f0045 { d["f0045"] = f0045 }
    d["f0046"] = f0046
    d["f0047"] = f0047
    d["f0048"] = f0048
    if let f0049 { d["f0049"] = f0049 }
    d["f0050"] = f0050
    d["f0051"] = f0051
    d["f0052"] = f0052
    if let f0053 { d["f0053"] = f0053 }
    d["f0054"] = f0054
    d["f0055"] = f0055
    d["f0056"] = f0056
    if let f0057 { d["f0057"] = f0057 }
    d["f0058"] = f0058
    d["f0059"] = f0059
    d["f0060"] = f0060
    if let f0061 { d["f0061"] = f0061 }
    d["f0062"] = f0062
    d["f0063"] = f0063
    d["f0064"] = f0064
    if let f0065 { d["f0065"] = f0065 }
    d["f0066"] = f0066
    d["f0067"] = f0067
    d["f0068"] = f0068
    if let f0069 { d["f0069"] = f0069 }
    d["f0070"] = f0070
    d["f0071"] = f0071
    d["f0072"] = f0072
    if let f0073 { d["f0073"] = f0073 }
    d["f0074"] = f0074
    d["f0075"] = f0075
    d["f0076"] = f0076
    if let f0077 { d["f0077"] = f0077 }
    d["f0078"] = f0078
    d["f0079"] = f0079
    d["f0080"] = f0080
    if let f0081 { d["f0081"] = f0081 }
    d["f0082"] = f0082
    d["f0083"] = f0083
    d["f0084"] = f0084
    if let f0085 { d["f0085"] = f0085 }
    d["f0086"] = f0086
    d["f0087"] = f0087
    d["f0088"] = f0088
    if let f0089 { d["f0089"] = f0089 }
    d["f0090"] = f0090
    d["f0091"] = f0091
    d["f0092"] = f0092
    if let f0093 { d["f0093"] = f0093 }
    d["f0094"] = f0094
    d["f0095"] = f0095
    d["f0096"] = f0096
    if let f0097 { d["f0097"] = f0097 }
    d["f0098"] = f0098
    d["f0099"] = f0099
    d["f0100"] = f0100
    if let f0101 { d["f0101"] = f0101 }
    d["f0102"] = f0102
    d["f0103"] = f0103
    d["f0104"] = f0104
    if let f0105 { d["f0105"] = f0105 }
    d["f0106"] = f0106
    d["f0107"] = f0107
    d["f0108"] = f0108
    if let f0109 { d["f0109"] = f0109 }
    d["f0110"] = f0110
    d["f0111"] = f0111
    d["f0112"] = f0112
    if let f0113 { d["f0113"] = f0113 }
    d["f0114"] = f0114
    d["f0115"] = f0115
    d["f0116"] = f0116
    if let f0117 { d["f0117"] = f0117 }
    d["f0118"] = f0118
    d["f0119"] = f0119
    d["f0120"] = f0120
    if let f0121 { d["f0121"] = f0121 }
    d["f0122"] = f0122
    d["f0123"] = f0123
    d["f0124"] = f0124
    if let f0125 { d["f0125"] = f0125 }
    d["f0126"] = f0126
    d["f0127"] = f0127
    d["f0128"] = f0128
    if let f0129 { d["f0129"] = f0129 }
    d["f0130"] = f0130
    d["f0131"] = f0131
    d["f0132"] = f0132
    if let f0133 { d["f0133"] = f0133 }
    d["f0134"] = f0134
    d["f0135"] = f0135
    d["f0136"] = f0136
    if let f0137 { d["f0137"] = f0137 }
    d["f0138"] = f0138
    d["f0139"] = f0139
    d["f0140"] = f0140
    if let f0141 { d["f0141"] = f0141 }
    d["f0142"] = f0142
    d["f0143"] = f0143
    d["f0144"] = f0144
    if let f0145 { d["f0145"] = f0145 }
    d["f0146"] = f0146
    d["f0147"] = f0147
    d["f0148"] = f0148
    if let f0149 { d["f0149"] = f0149 }
    d["f0150"] = f0150
    d["f0151"] = f0151
    d["f0152"] = f0152
    if let f0153 { d["f0153"] = f0153 }
    d["f0154"] = f0154
    d["f0155"] = f0155
    d["f0156"] = f0156
    if let f0157 { d["f0157"] = f0157 }
    d["f0158"] = f0158
    d["f0159"] = f0159
    d["f0160"] = f0160
    if let f0161 { d["f0161"] = f0161 }
    d["f0162"] = f0162
    d["f0163"] = f0163
    d["f0164"] = f0164
    if let f0165 { d["f0165"] = f0165 }
    d["f0166"] = f0166
    d["f0167"] = f0167
    d["f0168"] = f0168
    if let f0169 { d["f0169"] = f0169 }
    d["f0170"] = f0170
    d["f0171"] = f0171
    d["f0172"] = f0172
    if let f0173 { d["f0173"] = f0173 }
    d["f0174"] = f0174
    d["f0175"] = f0175
    d["f0176"] = f0176
    if let f0177 { d["f0177"] = f0177 }
    d["f0178"] = f0178
    d["f0179"] = f0179
    d["f0180"] = f0180
    if let f0181 { d["f0181"] = f0181 }
    d["f0182"] = f0182
    d["f0183"] = f0183
    d["f0184"] = f0184
    if let f0185 { d["f0185"] = f0185 }
    d["f0186"] = f0186
    d["f0187"] = f0187
    d["f0188"] = f0188
    if let f0189 { d["f0189"] = f0189 }
    d["f0190"] = f0190
    d["f0191"] = f0191
    d["f0192"] = f0192
    if let f0193 { d["f0193"] = f0193 }
    d["f0194"] = f0194
    d["f0195"] = f0195
    d["f0196"] = f0196
    if let f0197 { d["f0197"] = f0197 }
    d["f0198"] = f0198
    d["f0199"] = f0199
    d["f0200"] = f0200
    if let f0201 { d["f0201"] = f0201 }
    d["f0202"] = f0202
    d["f0203"] = f0203
    d["f0204"] = f0204
    if let f0205 { d["f0205"] = f0205 }
    d["f0206"] = f0206
    d["f0207"] = f0207
    d["f0208"] = f0208
    if let f0209 { d["f0209"] = f0209 }
    d["f0210"] = f0210
    d["f0211"] = f0211
    d["f0212"] = f0212
    if let f0213 { d["f0213"] = f0213 }
    d["f0214"] = f0214
    d["f0215"] = f0215
    d["f0216"] = f0216
    if let f0217 { d["f0217"] = f0217 }
    d["f0218"] = f0218
    d["f0219"] = f0219
    d["f0220"] = f0220
    if let f0221 { d["f0221"] = f0221 }
    d["f0222"] = f0222
    d["f0223"] = f0223
    d["f0224"] = f0224
    if let f0225 { d["f0225"] = f0225 }
    d["f0226"] = f0226
    d["f0227"] = f0227
    d["f0228"] = f0228
    if let f0229 { d["f0229"] = f0229 }
    d["f0230"] = f0230
    d["f0231"] = f0231
    d["f0232"] = f0232
    if let f0233 { d["f0233"] = f0233 }
    d["f0234"] = f0234
    d["f0235"] = f0235
    d["f0236"] = f0236
    if let f0237 { d["f0237"] = f0237 }
    d["f0238"] = f0238
    d["f0239"] = f0239
    d["f0240"] = f0240
    if let f0241 { d["f0241"] = f0241 }
    d["f0242"] = f0242
    d["f0243"] = f0243
    d["f0244"] = f0244
    if let f0245 { d["f0245"] = f0245 }
    d["f0246"] = f0246
    d["f0247"] = f0247
    d["f0248"] = f0248
    if let f0249 { d["f0249"] = f0249 }
    d["f0250"] = f0250
    d["f0251"] = f0251
    d["f0252"] = f0252
    if let f0253 { d["f0253"] = f0253 }
    d["f0254"] = f0254
    d["f0255"] = f0255
    d["f0256"] = f0256
    if let f0257 { d["f0257"] = f0257 }
    d["f0258"] = f0258
    d["f0259"] = f0259
    d["f0260"] = f0260
    if let f0261 { d["f0261"] = f0261 }
    d["f0262"] = f0262
    d["f0263"] = f0263
    d["f0264"] = f0264
    if let f0265 { d["f0265"] = f0265 }
    d["f0266"] = f0266
    d["f0267"] = f0267
    d["f0268"] = f0268
    if let f0269 { d["f0269"] = f0269 }
    d["f0270"] = f0270
    d["f0271"] = f0271
    d["f0272"] = f0272
    if let f0273 { d["f0273"] = f0273 }
    d["f0274"] = f0274
    d["f0275"] = f0275
    d["f0276"] = f0276
    if let f0277 { d["f0277"] = f0277 }
    d["f0278"] = f0278
    d["f0279"] = f0279
    d["f0280"] = f0280
    if let f0281 { d["f0281"] = f0281 }
    d["f0282"] = f0282
    d["f0283"] = f0283
    d["f0284"] = f0284
    if let f0285 { d["f0285"] = f0285 }
    d["f0286"] = f0286
    d["f0287"] = f0287
    d["f0288"] = f0288
    if let f0289 { d["f0289"] = f0289 }
    d["f0290"] = f0290
    d["f0291"] = f0291
    d["f0292"] = f0292
    if let f0293 { d["f0293"] = f0293 }
    d["f0294"] = f0294
    d["f0295"] = f0295
    d["f0296"] = f0296
    if let f0297 { d["f0297"] = f0297 }
    d["f0298"] = f0298
    d["f0299"] = f0299
    d["f0300"] = f0300
    if let f0301 { d["f0301"] = f0301 }
    d["f0302"] = f0302
    d["f0303"] = f0303
    d["f0304"] = f0304
    if let f0305 { d["f0305"] = f0305 }
    d["f0306"] = f0306
    d["f0307"] = f0307
    d["f0308"] = f0308
    if let f0309 { d["f0309"] = f0309 }
    d["f0310"] = f0310
    d["f0311"] = f0311
    d["f0312"] = f0312
    if let f0313 { d["f0313"] = f0313 }
    d["f0314"] = f0314
    d["f0315"] = f0315
    d["f0316"] = f0316
    if let f0317 { d["f0317"] = f0317 }
    d["f0318"] = f0318
    d["f0319"] = f0319
    d["f0320"] = f0320
    if let f0321 { d["f0321"] = f0321 }
    d["f0322"] = f0322
    d["f0323"] = f0323
    d["f0324"] = f0324
    if let f0325 { d["f0325"] = f0325 }
    d["f0326"] = f0326
    d["f0327"] = f0327
    d["f0328"] = f0328
    if let f0329 { d["f0329"] = f0329 }
    d["f0330"] = f0330
    d["f0331"] = f0331
    d["f0332"] = f0332
    if let f0333 { d["f0333"] = f0333 }
    d["f0334"] = f0334
    d["f0335"] = f0335
    d["f0336"] = f0336
    if let f0337 { d["f0337"] = f0337 }
    d["f0338"] = f0338
    d["f0339"] = f0339
    d["f0340"] = f0340
    if let f0341 { d["f0341"] = f0341 }
    d["f0342"] = f0342
    d["f0343"] = f0343
    d["f0344"] = f0344
    if let f0345 { d["f0345"] = f0345 }
    d["f0346"] = f0346
    d["f0347"] = f0347
    d["f0348"] = f0348
    if let f0349 { d["f0349"] = f0349 }
    d["f0350"] = f0350
    d["f0351"] = f0351
    d["f0352"] = f0352
    if let f0353 { d["f0353"] = f0353 }
    d["f0354"] = f0354
    d["f0355"] = f0355
    d["f0356"] = f0356
    if let f0357 { d["f0357"] = f0357 }
    d["f0358"] = f0358
    d["f0359"] = f0359
    d["f0360"] = f0360
    if let f0361 { d["f0361"] = f0361 }
    d["f0362"] = f0362
    d["f0363"] = f0363
    d["f0364"] = f0364
    if let f0365 { d["f0365"] = f0365 }
    d["f0366"] = f0366
    d["f0367"] = f0367
    d["f0368"] = f0368
    if let f0369 { d["f0369"] = f0369 }
    d["f0370"] = f0370
    d["f0371"] = f0371
    d["f0372"] = f0372
    if let f0373 { d["f0373"] = f0373 }
    d["f0374"] = f0374
    d["f0375"] = f0375
    d["f0376"] = f0376
    if let f0377 { d["f0377"] = f0377 }
    d["f0378"] = f0378
    d["f0379"] = f0379
    d["f0380"] = f0380
    if let f0381 { d["f0381"] = f0381 }
    d["f0382"] = f0382
    d["f0383"] = f0383
    d["f0384"] = f0384
    if let f0385 { d["f0385"] = f0385 }
    d["f0386"] = f0386
    d["f0387"] = f0387
    d["f0388"] = f0388
    if let f0389 { d["f0389"] = f0389 }
    d["f0390"] = f0390
    d["f0391"] = f0391
    d["f0392"] = f0392
    if let f0393 { d["f0393"] = f0393 }
    d["f0394"] = f0394
    d["f0395"] = f0395
    d["f0396"] = f0396
    if let f0397 { d["f0397"] = f0397 }
    d["f0398"] = f0398
    d["f0399"] = f0399
    d["f0400"] = f0400
    if let f0401 { d["f0401"] = f0401 }
    d["f0402"] = f0402
    d["f0403"] = f0403
    d["f0404"] = f0404
    if let f0405 { d["f0405"] = f0405 }
    d["f0406"] = f0406
    d["f0407"] = f0407
    d["f0408"] = f0408
    if let f0409 { d["f0409"] = f0409 }
    d["f0410"] = f0410
    d["f0411"] = f0411
    d["f0412"] = f0412
    if let f0413 { d["f0413"] = f0413 }
    d["f0414"] = f0414
    d["f0415"] = f0415
    d["f0416"] = f0416
    if let f0417 { d["f0417"] = f0417 }
    d["f0418"] = f0418
    d["f0419"] = f0419
    d["f0420"] = f0420
    if let f0421 { d["f0421"] = f0421 }
    d["f0422"] = f0422
    d["f0423"] = f0423
    d["f0424"] = f0424
    if let f0425 { d["f0425"] = f0425 }
    d["f0426"] = f0426
    d["f0427"] = f0427
    d["f0428"] = f0428
    if let f0429 { d["f0429"] = f0429 }
    d["f0430"] = f0430
    d["f0431"] = f0431
    d["f0432"] = f0432
    if let f0433 { d["f0433"] = f0433 }
    d["f0434"] = f0434
    d["f0435"] = f0435
    d["f0436"] = f0436
    if let f0437 { d["f0437"] = f0437 }
    d["f0438"] = f0438
    d["f0439"] = f0439
    d["f0440"] = f0440
    if let f0441 { d["f0441"] = f0441 }
    d["f0442"] = f0442
    d["f0443"] = f0443
    d["f0444"] = f0444
    if let f0445 { d["f0445"] = f0445 }
    d["f0446"] = f0446
    d["f0447"] = f0447
    d["f0448"] = f0448
    if let f0449 { d["f0449"] = f0449 }
    d["f0450"] = f0450
    d["f0451"] = f0451
    d["f0452"] = f0452
    if let f0453 { d["f0453"] = f0453 }
    d["f0454"] = f0454
    d["f0455"] = f0455
    d["f0456"] = f0456
    if let f0457 { d["f0457"] = f0457 }
    d["f0458"] = f0458
    d["f0459"] = f0459
    d["f0460"] = f0460
    if let f0461 { d["f0461"] = f0461 }
    d["f0462"] = f0462
    d["f0463"] = f0463
    d["f0464"] = f0464
    if let f0465 { d["f0465"] = f0465 }
    d["f0466"] = f0466
    d["f0467"] = f0467
    d["f0468"] = f0468
    if let f0469 { d["f0469"] = f0469 }
    d["f0470"] = f0470
    d["f0471"] = f0471
    d["f0472"] = f0472
    if let f0473 { d["f0473"] = f0473 }
    d["f0474"] = f0474
    d["f0475"] = f0475
    d["f0476"] = f0476
    if let f0477 { d["f0477"] = f0477 }
    d["f0478"] = f0478
    d["f0479"] = f0479
    d["f0480"] = f0480
    if let f0481 { d["f0481"] = f0481 }
    d["f0482"] = f0482
    d["f0483"] = f0483
    d["f0484"] = f0484
    if let f0485 { d["f0485"] = f0485 }
    d["f0486"] = f0486
    d["f0487"] = f0487
    d["f0488"] = f0488
    if let f0489 { d["f0489"] = f0489 }
    d["f0490"] = f0490
    d["f0491"] = f0491
    d["f0492"] = f0492
    if let f0493 { d["f0493"] = f0493 }
    d["f0494"] = f0494
    d["f0495"] = f0495
    d["f0496"] = f0496
    if let f0497 { d["f0497"] = f0497 }
    d["f0498"] = f0498
    d["f0499"] = f0499
    d["f0500"] = f0500
    if let f0501 { d["f0501"] = f0501 }
    d["f0502"] = f0502
    d["f0503"] = f0503
    d["f0504"] = f0504
    if let f0505 { d["f0505"] = f0505 }
    d["f0506"] = f0506
    d["f0507"] = f0507
    d["f0508"] = f0508
    if let f0509 { d["f0509"] = f0509 }
    d["f0510"] = f0510
    d["f0511"] = f0511
    d["f0512"] = f0512
    if let f0513 { d["f0513"] = f0513 }
    d["f0514"] = f0514
    d["f0515"] = f0515
    d["f0516"] = f0516
    if let f0517 { d["f0517"] = f0517 }
    d["f0518"] = f0518
    d["f0519"] = f0519
    d["f0520"] = f0520
    if let f0521 { d["f0521"] = f0521 }
    d["f0522"] = f0522
    d["f0523"] = f0523
    d["f0524"] = f0524
    if let f0525 { d["f0525"] = f0525 }
    d["f0526"] = f0526
    d["f0527"] = f0527
    d["f0528"] = f0528
    if let f0529 { d["f0529"] = f0529 }
    d["f0530"] = f0530
    d["f0531"] = f0531
    d["f0532"] = f0532
    if let f0533 { d["f0533"] = f0533 }
    d["f0534"] = f0534
    d["f0535"] = f0535
    d["f0536"] = f0536
    if let f0537 { d["f0537"] = f0537 }
    d["f0538"] = f0538
    d["f0539"] = f0539
    d["f0540"] = f0540
    if let f0541 { d["f0541"] = f0541 }
    d["f0542"] = f0542
    d["f0543"] = f0543
    d["f0544"] = f0544
    if let f0545 { d["f0545"] = f0545 }
    d["f0546"] = f0546
    d["f0547"] = f0547
    d["f0548"] = f0548
    if let f0549 { d["f0549"] = f0549 }
    d["f0550"] = f0550
    d["f0551"] = f0551
    d["f0552"] = f0552
    if let f0553 { d["f0553"] = f0553 }
    d["f0554"] = f0554
    d["f0555"] = f0555
    d["f0556"] = f0556
    if let f0557 { d["f0557"] = f0557 }
    d["f0558"] = f0558
    d["f0559"] = f0559
    d["f0560"] = f0560
    if let f0561 { d["f0561"] = f0561 }
    d["f0562"] = f0562
    d["f0563"] = f0563
    d["f0564"] = f0564
    if let f0565 { d["f0565"] = f0565 }
    d["f0566"] = f0566
    d["f0567"] = f0567
    d["f0568"] = f0568
    if let f0569 { d["f0569"] = f0569 }
    d["f0570"] = f0570
    d["f0571"] = f0571
    d["f0572"] = f0572
    if let f0573 { d["f0573"] = f0573 }
    d["f0574"] = f0574
    d["f0575"] = f0575
    d["f0576"] = f0576
    if let f0577 { d["f0577"] = f0577 }
    d["f0578"] = f0578
    d["f0579"] = f0579
    d["f0580"] = f0580
    if let f0581 { d["f0581"] = f0581 }
    d["f0582"] = f0582
    d["f0583"] = f0583
    d["f0584"] = f0584
    if let f0585 { d["f0585"] = f0585 }
    d["f0586"] = f0586
    d["f0587"] = f0587
    d["f0588"] = f0588
    if let f0589 { d["f0589"] = f0589 }
    d["f0590"] = f0590
    d["f0591"] = f0591
    d["f0592"] = f0592
    if let f0593 { d["f0593"] = f0593 }
    d["f0594"] = f0594
    d["f0595"] = f0595
    d["f0596"] = f0596
    if let f0597 { d["f0597"] = f0597 }
    d["f0598"] = f0598
    d["f0599"] = f0599
    d["f0600"] = f0600
    if let f0601 { d["f0601"] = f0601 }
    d["f0602"] = f0602
    d["f0603"] = f0603
    d["f0604"] = f0604
    if let f0605 { d["f0605"] = f0605 }
    d["f0606"] = f0606
    d["f0607"] = f0607
    d["f0608"] = f0608
    if let f0609 { d["f0609"] = f0609 }
    d["f0610"] = f0610
    d["f0611"] = f0611
    d["f0612"] = f0612
    if let f0613 { d["f0613"] = f0613 }
    d["f0614"] = f0614
    d["f0615"] = f0615
    d["f0616"] = f0616
    if let f0617 { d["f0617"] = f0617 }
    d["f0618"] = f0618
    d["f0619"] = f0619
    d["f0620"] = f0620
    if let f0621 { d["f0621"] = f0621 }
    d["f0622"] = f0622
    d["f0623"] = f0623
    d["f0624"] = f0624
    if let f0625 { d["f0625"] = f0625 }
    d["f0626"] = f0626
    d["f0627"] = f0627
    d["f0628"] = f0628
    if let f0629 { d["f0629"] = f0629 }
    d["f0630"] = f0630
    d["f0631"] = f0631
    d["f0632"] = f0632
    if let f0633 { d["f0633"] = f0633 }
    d["f0634"] = f0634
    d["f0635"] = f0635
    d["f0636"] = f0636
    if let f0637 { d["f0637"] = f0637 }
    d["f0638"] = f0638
    d["f0639"] = f0639
    d["f0640"] = f0640
    if let f0641 { d["f0641"] = f0641 }
    d["f0642"] = f0642
    d["f0643"] = f0643
    d["f0644"] = f0644
    if let f0645 { d["f0645"] = f0645 }
    d["f0646"] = f0646
    d["f0647"] = f0647
    d["f0648"] = f0648
    if let f0649 { d["f0649"] = f0649 }
    d["f0650"] = f0650
    d["f0651"] = f0651
    d["f0652"] = f0652
    if let f0653 { d["f0653"] = f0653 }
    d["f0654"] = f0654
    d["f0655"] = f0655
    d["f0656"] = f0656
    if let f0657 { d["f0657"] = f0657 }
    d["f0658"] = f0658
    d["f0659"] = f0659
    d["f0660"] = f0660
    if let f0661 { d["f0661"] = f0661 }
    d["f0662"] = f0662
    d["f0663"] = f0663
    d["f0664"] = f0664
    if let f0665 { d["f0665"] = f0665 }
    d["f0666"] = f0666
    d["f0667"] = f0667
    d["f0668"] = f0668
    if let f0669 { d["f0669"] = f0669 }
    d["f0670"] = f0670
    d["f0671"] = f0671
    d["f0672"] = f0672
    if let f0673 { d["f0673"] = f0673 }
    d["f0674"] = f0674
    d["f0675"] = f0675
    d["f0676"] = f0676
    if let f0677 { d["f0677"] = f0677 }
    d["f0678"] = f0678
    d["f0679"] = f0679
    d["f0680"] = f0680
    if let f0681 { d["f0681"] = f0681 }
    d["f0682"] = f0682
    d["f0683"] = f0683
    d["f0684"] = f0684
    if let f0685 { d["f0685"] = f0685 }
    d["f0686"] = f0686
    d["f0687"] = f0687
    d["f0688"] = f0688
    if let f0689 { d["f0689"] = f0689 }
    d["f0690"] = f0690
    d["f0691"] = f0691
    d["f0692"] = f0692
    if let f0693 { d["f0693"] = f0693 }
    d["f0694"] = f0694
    d["f0695"] = f0695
    d["f0696"] = f0696
    if let f0697 { d["f0697"] = f0697 }
    d["f0698"] = f0698
    d["f0699"] = f0699
    d["f0700"] = f0700
    if let f0701 { d["f0701"] = f0701 }
    d["f0702"] = f0702
    d["f0703"] = f0703
    d["f0704"] = f0704
    if let f0705 { d["f0705"] = f0705 }
    d["f0706"] = f0706
    d["f0707"] = f0707
    d["f0708"] = f0708
    if let f0709 { d["f0709"] = f0709 }
    d["f0710"] = f0710
    d["f0711"] = f0711
    d["f0712"] = f0712
    if let f0713 { d["f0713"] = f0713 }
    d["f0714"] = f0714
    d["f0715"] = f0715
    d["f0716"] = f0716
    if let f0717 { d["f0717"] = f0717 }
    d["f0718"] = f0718
    d["f0719"] = f0719
    d["f0720"] = f0720
    if let f0721 { d["f0721"] = f0721 }
    d["f0722"] = f0722
    d["f0723"] = f0723
    d["f0724"] = f0724
    if let f0725 { d["f0725"] = f0725 }
    d["f0726"] = f0726
    d["f0727"] = f0727
    d["f0728"] = f0728
    if let f0729 { d["f0729"] = f0729 }
    d["f0730"] = f0730
    d["f0731"] = f0731
    d["f0732"] = f0732
    if let f0733 { d["f0733"] = f0733 }
    d["f0734"] = f0734
    d["f0735"] = f0735
    d["f0736"] = f0736
    if let f0737 { d["f0737"] = f0737 }
    d["f0738"] = f0738
    d["f0739"] = f0739
    d["f0740"] = f0740
    if let f0741 { d["f0741"] = f0741 }
    d["f0742"] = f0742
    d["f0743"] = f0743
    d["f0744"] = f0744
    if let f0745 { d["f0745"] = f0745 }
    d["f0746"] = f0746
    d["f0747"] = f0747
    d["f0748"] = f0748
    if let f0749 { d["f0749"] = f0749 }
    d["f0750"] = f0750
    d["f0751"] = f0751
    d["f0752"] = f0752
    if let f0753 { d["f0753"] = f0753 }
    d["f0754"] = f0754
    d["f0755"] = f0755
    d["f0756"] = f0756
    if let f0757 { d["f0757"] = f0757 }
    d["f0758"] = f0758
    d["f0759"] = f0759
    d["f0760"] = f0760
    if let f0761 { d["f0761"] = f0761 }
    d["f0762"] = f0762
    d["f0763"] = f0763
    d["f0764"] = f0764
    if let f0765 { d["f0765"] = f0765 }
    d["f0766"] = f0766
    d["f0767"] = f0767
    d["f0768"] = f0768
    if let f0769 { d["f0769"] = f0769 }
    d["f0770"] = f0770
    d["f0771"] = f0771
    d["f0772"] = f0772
    if let f0773 { d["f0773"] = f0773 }
    d["f0774"] = f0774
    d["f0775"] = f0775
    d["f0776"] = f0776
    if let f0777 { d["f0777"] = f0777 }
    d["f0778"] = f0778
    d["f0779"] = f0779
    d["f0780"] = f0780
    if let f0781 { d["f0781"] = f0781 }
    d["f0782"] = f0782
    d["f0783"] = f0783
    d["f0784"] = f0784
    if let f0785 { d["f0785"] = f0785 }
    d["f0786"] = f0786
    d["f0787"] = f0787
    d["f0788"] = f0788
    if let f0789 { d["f0789"] = f0789 }
    d["f0790"] = f0790
    d["f0791"] = f0791
    d["f0792"] = f0792
    if let f0793 { d["f0793"] = f0793 }
    d["f0794"] = f0794
    d["f0795"] = f0795
    d["f0796"] = f0796
    if let f0797 { d["f0797"] = f0797 }
    d["f0798"] = f0798
    d["f0799"] = f0799
    d["f0800"] = f0800
    if let f0801 { d["f0801"] = f0801 }
    d["f0802"] = f0802
    d["f0803"] = f0803
    d["f0804"] = f0804
    if let f0805 { d["f0805"] = f0805 }
    d["f0806"] = f0806
    d["f0807"] = f0807
    d["f0808"] = f0808
    if let f0809 { d["f0809"] = f0809 }
    d["f0810"] = f0810
    d["f0811"] = f0811
    d["f0812"] = f0812
    if let f0813 { d["f0813"] = f0813 }
    d["f0814"] = f0814
    d["f0815"] = f0815
    d["f0816"] = f0816
    if let f0817 { d["f0817"] = f0817 }
    d["f0818"] = f0818
    d["f0819"] = f0819
    d["f0820"] = f0820
    if let f0821 { d["f0821"] = f0821 }
    d["f0822"] = f0822
    d["f0823"] = f0823
    d["f0824"] = f0824
    if let f0825 { d["f0825"] = f0825 }
    d["f0826"] = f0826
    d["f0827"] = f0827
    d["f0828"] = f0828
    if let f0829 { d["f0829"] = f0829 }
    d["f0830"] = f0830
    d["f0831"] = f0831
    d["f0832"] = f0832
    if let f0833 { d["f0833"] = f0833 }
    d["f0834"] = f0834
    d["f0835"] = f0835
    d["f0836"] = f0836
    if let f0837 { d["f0837"] = f0837 }
    d["f0838"] = f0838
    d["f0839"] = f0839
    d["f0840"] = f0840
    if let f0841 { d["f0841"] = f0841 }
    d["f0842"] = f0842
    d["f0843"] = f0843
    d["f0844"] = f0844
    if let f0845 { d["f0845"] = f0845 }
    d["f0846"] = f0846
    d["f0847"] = f0847
    d["f0848"] = f0848
    if let f0849 { d["f0849"] = f0849 }
    d["f0850"] = f0850
    d["f0851"] = f0851
    d["f0852"] = f0852
    if let f0853 { d["f0853"] = f0853 }
    d["f0854"] = f0854
    d["f0855"] = f0855
    d["f0856"] = f0856
    if let f0857 { d["f0857"] = f0857 }
    d["f0858"] = f0858
    d["f0859"] = f0859
    d["f0860"] = f0860
    if let f0861 { d["f0861"] = f0861 }
    d["f0862"] = f0862
    d["f0863"] = f0863
    d["f0864"] = f0864
    if let f0865 { d["f0865"] = f0865 }
    d["f0866"] = f0866
    d["f0867"] = f0867
    d["f0868"] = f0868
    if let f0869 { d["f0869"] = f0869 }
    d["f0870"] = f0870
    d["f0871"] = f0871
    d["f0872"] = f0872
    if let f0873 { d["f0873"] = f0873 }
    d["f0874"] = f0874
    d["f0875"] = f0875
    d["f0876"] = f0876
    if let f0877 { d["f0877"] = f0877 }
    d["f0878"] = f0878
    d["f0879"] = f0879
    d["f0880"] = f0880
    if let f0881 { d["f0881"] = f0881 }
    d["f0882"] = f0882
    d["f0883"] = f0883
    d["f0884"] = f0884
    if let f0885 { d["f0885"] = f0885 }
    d["f0886"] = f0886
    d["f0887"] = f0887
    d["f0888"] = f0888
    if let f0889 { d["f0889"] = f0889 }
    d["f0890"] = f0890
    d["f0891"] = f0891
    d["f0892"] = f0892
    if let f0893 { d["f0893"] = f0893 }
    d["f0894"] = f0894
    d["f0895"] = f0895
    d["f0896"] = f0896
    if let f0897 { d["f0897"] = f0897 }
    d["f0898"] = f0898
    d["f0899"] = f0899
    d["f0900"] = f0900
    if let f0901 { d["f0901"] = f0901 }
    d["f0902"] = f0902
    d["f0903"] = f0903
    d["f0904"] = f0904
    if let f0905 { d["f0905"] = f0905 }
    d["f0906"] = f0906
    d["f0907"] = f0907
    d["f0908"] = f0908
    if let f0909 { d["f0909"] = f0909 }
    d["f0910"] = f0910
    d["f0911"] = f0911
    d["f0912"] = f0912
    if let f0913 { d["f0913"] = f0913 }
    d["f0914"] = f0914
    d["f0915"] = f0915
    d["f0916"] = f0916
    if let f0917 { d["f0917"] = f0917 }
    d["f0918"] = f0918
    d["f0919"] = f0919
    d["f0920"] = f0920
    if let f0921 { d["f0921"] = f0921 }
    d["f0922"] = f0922
    d["f0923"] = f0923
    d["f0924"] = f0924
    if let f0925 { d["f0925"] = f0925 }
    d["f0926"] = f0926
    d["f0927"] = f0927
    d["f0928"] = f0928
    if let f0929 { d["f0929"] = f0929 }
    d["f0930"] = f0930
    d["f0931"] = f0931
    d["f0932"] = f0932
    if let f0933 { d["f0933"] = f0933 }
    d["f0934"] = f0934
    d["f0935"] = f0935
    d["f0936"] = f0936
    if let f0937 { d["f0937"] = f0937 }
    d["f0938"] = f0938
    d["f0939"] = f0939
    d["f0940"] = f0940
    if let f0941 { d["f0941"] = f0941 }
    d["f0942"] = f0942
    d["f0943"] = f0943
    d["f0944"] = f0944
    if let f0945 { d["f0945"] = f0945 }
    d["f0946"] = f0946
    d["f0947"] = f0947
    d["f0948"] = f0948
    if let f0949 { d["f0949"] = f0949 }
    d["f0950"] = f0950
    d["f0951"] = f0951
    d["f0952"] = f0952
    if let f0953 { d["f0953"] = f0953 }
    d["f0954"] = f0954
    d["f0955"] = f0955
    d["f0956"] = f0956
    if let f0957 { d["f0957"] = f0957 }
    d["f0958"] = f0958
    d["f0959"] = f0959
    d["f0960"] = f0960
    if let f0961 { d["f0961"] = f0961 }
    d["f0962"] = f0962
    d["f0963"] = f0963
    d["f0964"] = f0964
    if let f0965 { d["f0965"] = f0965 }
    d["f0966"] = f0966
    d["f0967"] = f0967
    d["f0968"] = f0968
    if let f0969 { d["f0969"] = f0969 }
    d["f0970"] = f0970
    d["f0971"] = f0971
    d["f0972"] = f0972
    if let f0973 { d["f0973"] = f0973 }
    d["f0974"] = f0974
    d["f0975"] = f0975
    d["f0976"] = f0976
    if let f0977 { d["f0977"] = f0977 }
    d["f0978"] = f0978
    d["f0979"] = f0979
    d["f0980"] = f0980
    if let f0981 { d["f0981"] = f0981 }
    d["f0982"] = f0982
    d["f0983"] = f0983
    d["f0984"] = f0984
    if let f0985 { d["f0985"] = f0985 }
    d["f0986"] = f0986
    d["f0987"] = f0987
    d["f0988"] = f0988
    if let f0989 { d["f0989"] = f0989 }
    d["f0990"] = f0990
    d["f0991"] = f0991
    d["f0992"] = f0992
    if let f0993 { d["f0993"] = f0993 }
    d["f0994"] = f0994
    d["f0995"] = f0995
    d["f0996"] = f0996
    if let f0997 { d["f0997"] = f0997 }
    d["f0998"] = f0998
    d["f0999"] = f0999
    return d
  }
}
