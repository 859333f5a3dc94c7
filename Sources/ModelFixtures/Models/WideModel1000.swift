import Foundation

/// The width sweep's model: 1 000 fields of four kinds in turn (Int, String?, Double, Bool), as
/// `WideModel`'s 100. Written out field by field (no macros in this package); each baseline's code for it
/// is in `Baselines/WideModel1000+HandWritten.swift` and `Baselines/WideModel1000+Codable.swift`.
public final class WideModel1000: NSObject, FixtureCodable {
  public var f0000: Int = 0
  public var f0001: String?
  public var f0002: Double = 0
  public var f0003: Bool = false
  public var f0004: Int = 0
  public var f0005: String?
  public var f0006: Double = 0
  public var f0007: Bool = false
  public var f0008: Int = 0
  public var f0009: String?
  public var f0010: Double = 0
  public var f0011: Bool = false
  public var f0012: Int = 0
  public var f0013: String?
  public var f0014: Double = 0
  public var f0015: Bool = false
  public var f0016: Int = 0
  public var f0017: String?
  public var f0018: Double = 0
  public var f0019: Bool = false
  public var f0020: Int = 0
  public var f0021: String?
  public var f0022: Double = 0
  public var f0023: Bool = false
  public var f0024: Int = 0
  public var f0025: String?
  public var f0026: Double = 0
  public var f0027: Bool = false
  public var f0028: Int = 0
  public var f0029: String?
  public var f0030: Double = 0
  public var f0031: Bool = false
  public var f0032: Int = 0
  public var f0033: String?
  public var f0034: Double = 0
  public var f0035: Bool = false
  public var f0036: Int = 0
  public var f0037: String?
  public var f0038: Double = 0
  public var f0039: Bool = false
  public var f0040: Int = 0
  public var f0041: String?
  public var f0042: Double = 0
  public var f0043: Bool = false
  public var f0044: Int = 0
  public var f0045: String?
  public var f0046: Double = 0
  public var f0047: Bool = false
  public var f0048: Int = 0
  public var f0049: String?
  public var f0050: Double = 0
  public var f0051: Bool = false
  public var f0052: Int = 0
  public var f0053: String?
  public var f0054: Double = 0
  public var f0055: Bool = false
  public var f0056: Int = 0
  public var f0057: String?
  public var f0058: Double = 0
  public var f0059: Bool = false
  public var f0060: Int = 0
  public var f0061: String?
  public var f0062: Double = 0
  public var f0063: Bool = false
  public var f0064: Int = 0
  public var f0065: String?
  public var f0066: Double = 0
  public var f0067: Bool = false
  public var f0068: Int = 0
  public var f0069: String?
  public var f0070: Double = 0
  public var f0071: Bool = false
  public var f0072: Int = 0
  public var f0073: String?
  public var f0074: Double = 0
  public var f0075: Bool = false
  public var f0076: Int = 0
  public var f0077: String?
  public var f0078: Double = 0
  public var f0079: Bool = false
  public var f0080: Int = 0
  public var f0081: String?
  public var f0082: Double = 0
  public var f0083: Bool = false
  public var f0084: Int = 0
  public var f0085: String?
  public var f0086: Double = 0
  public var f0087: Bool = false
  public var f0088: Int = 0
  public var f0089: String?
  public var f0090: Double = 0
  public var f0091: Bool = false
  public var f0092: Int = 0
  public var f0093: String?
  public var f0094: Double = 0
  public var f0095: Bool = false
  public var f0096: Int = 0
  public var f0097: String?
  public var f0098: Double = 0
  public var f0099: Bool = false
  public var f0100: Int = 0
  public var f0101: String?
  public var f0102: Double = 0
  public var f0103: Bool = false
  public var f0104: Int = 0
  public var f0105: String?
  public var f0106: Double = 0
  public var f0107: Bool = false
  public var f0108: Int = 0
  public var f0109: String?
  public var f0110: Double = 0
  public var f0111: Bool = false
  public var f0112: Int = 0
  public var f0113: String?
  public var f0114: Double = 0
  public var f0115: Bool = false
  public var f0116: Int = 0
  public var f0117: String?
  public var f0118: Double = 0
  public var f0119: Bool = false
  public var f0120: Int = 0
  public var f0121: String?
  public var f0122: Double = 0
  public var f0123: Bool = false
  public var f0124: Int = 0
  public var f0125: String?
  public var f0126: Double = 0
  public var f0127: Bool = false
  public var f0128: Int = 0
  public var f0129: String?
  public var f0130: Double = 0
  public var f0131: Bool = false
  public var f0132: Int = 0
  public var f0133: String?
  public var f0134: Double = 0
  public var f0135: Bool = false
  public var f0136: Int = 0
  public var f0137: String?
  public var f0138: Double = 0
  public var f0139: Bool = false
  public var f0140: Int = 0
  public var f0141: String?
  public var f0142: Double = 0
  public var f0143: Bool = false
  public var f0144: Int = 0
  public var f0145: String?
  public var f0146: Double = 0
  public var f0147: Bool = false
  public var f0148: Int = 0
  public var f0149: String?
  public var f0150: Double = 0
  public var f0151: Bool = false
  public var f0152: Int = 0
  public var f0153: String?
  public var f0154: Double = 0
  public var f0155: Bool = false
  public var f0156: Int = 0
  public var f0157: String?
  public var f0158: Double = 0
  public var f0159: Bool = false
  public var f0160: Int = 0
  public var f0161: String?
  public var f0162: Double = 0
  public var f0163: Bool = false
  public var f0164: Int = 0
  public var f0165: String?
  public var f0166: Double = 0
  public var f0167: Bool = false
  public var f0168: Int = 0
  public var f0169: String?
  public var f0170: Double = 0
  public var f0171: Bool = false
  public var f0172: Int = 0
  public var f0173: String?
  public var f0174: Double = 0
  public var f0175: Bool = false
  public var f0176: Int = 0
  public var f0177: String?
  public var f0178: Double = 0
  public var f0179: Bool = false
  public var f0180: Int = 0
  public var f0181: String?
  public var f0182: Double = 0
  public var f0183: Bool = false
  public var f0184: Int = 0
  public var f0185: String?
  public var f0186: Double = 0
  public var f0187: Bool = false
  public var f0188: Int = 0
  public var f0189: String?
  public var f0190: Double = 0
  public var f0191: Bool = false
  public var f0192: Int = 0
  public var f0193: String?
  public var f0194: Double = 0
  public var f0195: Bool = false
  public var f0196: Int = 0
  public var f0197: String?
  public var f0198: Double = 0
  public var f0199: Bool = false
  public var f0200: Int = 0
  public var f0201: String?
  public var f0202: Double = 0
  public var f0203: Bool = false
  public var f0204: Int = 0
  public var f0205: String?
  public var f0206: Double = 0
  public var f0207: Bool = false
  public var f0208: Int = 0
  public var f0209: String?
  public var f0210: Double = 0
  public var f0211: Bool = false
  public var f0212: Int = 0
  public var f0213: String?
  public var f0214: Double = 0
  public var f0215: Bool = false
  public var f0216: Int = 0
  public var f0217: String?
  public var f0218: Double = 0
  public var f0219: Bool = false
  public var f0220: Int = 0
  public var f0221: String?
  public var f0222: Double = 0
  public var f0223: Bool = false
  public var f0224: Int = 0
  public var f0225: String?
  public var f0226: Double = 0
  public var f0227: Bool = false
  public var f0228: Int = 0
  public var f0229: String?
  public var f0230: Double = 0
  public var f0231: Bool = false
  public var f0232: Int = 0
  public var f0233: String?
  public var f0234: Double = 0
  public var f0235: Bool = false
  public var f0236: Int = 0
  public var f0237: String?
  public var f0238: Double = 0
  public var f0239: Bool = false
  public var f0240: Int = 0
  public var f0241: String?
  public var f0242: Double = 0
  public var f0243: Bool = false
  public var f0244: Int = 0
  public var f0245: String?
  public var f0246: Double = 0
  public var f0247: Bool = false
  public var f0248: Int = 0
  public var f0249: String?
  public var f0250: Double = 0
  public var f0251: Bool = false
  public var f0252: Int = 0
  public var f0253: String?
  public var f0254: Double = 0
  public var f0255: Bool = false
  public var f0256: Int = 0
  public var f0257: String?
  public var f0258: Double = 0
  public var f0259: Bool = false
  public var f0260: Int = 0
  public var f0261: String?
  public var f0262: Double = 0
  public var f0263: Bool = false
  public var f0264: Int = 0
  public var f0265: String?
  public var f0266: Double = 0
  public var f0267: Bool = false
  public var f0268: Int = 0
  public var f0269: String?
  public var f0270: Double = 0
  public var f0271: Bool = false
  public var f0272: Int = 0
  public var f0273: String?
  public var f0274: Double = 0
  public var f0275: Bool = false
  public var f0276: Int = 0
  public var f0277: String?
  public var f0278: Double = 0
  public var f0279: Bool = false
  public var f0280: Int = 0
  public var f0281: String?
  public var f0282: Double = 0
  public var f0283: Bool = false
  public var f0284: Int = 0
  public var f0285: String?
  public var f0286: Double = 0
  public var f0287: Bool = false
  public var f0288: Int = 0
  public var f0289: String?
  public var f0290: Double = 0
  public var f0291: Bool = false
  public var f0292: Int = 0
  public var f0293: String?
  public var f0294: Double = 0
  public var f0295: Bool = false
  public var f0296: Int = 0
  public var f0297: String?
  public var f0298: Double = 0
  public var f0299: Bool = false
  public var f0300: Int = 0
  public var f0301: String?
  public var f0302: Double = 0
  public var f0303: Bool = false
  public var f0304: Int = 0
  public var f0305: String?
  public var f0306: Double = 0
  public var f0307: Bool = false
  public var f0308: Int = 0
  public var f0309: String?
  public var f0310: Double = 0
  public var f0311: Bool = false
  public var f0312: Int = 0
  public var f0313: String?
  public var f0314: Double = 0
  public var f0315: Bool = false
  public var f0316: Int = 0
  public var f0317: String?
  public var f0318: Double = 0
  public var f0319: Bool = false
  public var f0320: Int = 0
  public var f0321: String?
  public var f0322: Double = 0
  public var f0323: Bool = false
  public var f0324: Int = 0
  public var f0325: String?
  public var f0326: Double = 0
  public var f0327: Bool = false
  public var f0328: Int = 0
  public var f0329: String?
  public var f0330: Double = 0
  public var f0331: Bool = false
  public var f0332: Int = 0
  public var f0333: String?
  public var f0334: Double = 0
  public var f0335: Bool = false
  public var f0336: Int = 0
  public var f0337: String?
  public var f0338: Double = 0
  public var f0339: Bool = false
  public var f0340: Int = 0
  public var f0341: String?
  public var f0342: Double = 0
  public var f0343: Bool = false
  public var f0344: Int = 0
  public var f0345: String?
  public var f0346: Double = 0
  public var f0347: Bool = false
  public var f0348: Int = 0
  public var f0349: String?
  public var f0350: Double = 0
  public var f0351: Bool = false
  public var f0352: Int = 0
  public var f0353: String?
  public var f0354: Double = 0
  public var f0355: Bool = false
  public var f0356: Int = 0
  public var f0357: String?
  public var f0358: Double = 0
  public var f0359: Bool = false
  public var f0360: Int = 0
  public var f0361: String?
  public var f0362: Double = 0
  public var f0363: Bool = false
  public var f0364: Int = 0
  public var f0365: String?
  public var f0366: Double = 0
  public var f0367: Bool = false
  public var f0368: Int = 0
  public var f0369: String?
  public var f0370: Double = 0
  public var f0371: Bool = false
  public var f0372: Int = 0
  public var f0373: String?
  public var f0374: Double = 0
  public var f0375: Bool = false
  public var f0376: Int = 0
  public var f0377: String?
  public var f0378: Double = 0
  public var f0379: Bool = false
  public var f0380: Int = 0
  public var f0381: String?
  public var f0382: Double = 0
  public var f0383: Bool = false
  public var f0384: Int = 0
  public var f0385: String?
  public var f0386: Double = 0
  public var f0387: Bool = false
  public var f0388: Int = 0
  public var f0389: String?
  public var f0390: Double = 0
  public var f0391: Bool = false
  public var f0392: Int = 0
  public var f0393: String?
  public var f0394: Double = 0
  public var f0395: Bool = false
  public var f0396: Int = 0
  public var f0397: String?
  public var f0398: Double = 0
  public var f0399: Bool = false
  public var f0400: Int = 0
  public var f0401: String?
  public var f0402: Double = 0
  public var f0403: Bool = false
  public var f0404: Int = 0
  public var f0405: String?
  public var f0406: Double = 0
  public var f0407: Bool = false
  public var f0408: Int = 0
  public var f0409: String?
  public var f0410: Double = 0
  public var f0411: Bool = false
  public var f0412: Int = 0
  public var f0413: String?
  public var f0414: Double = 0
  public var f0415: Bool = false
  public var f0416: Int = 0
  public var f0417: String?
  public var f0418: Double = 0
  public var f0419: Bool = false
  public var f0420: Int = 0
  public var f0421: String?
  public var f0422: Double = 0
  public var f0423: Bool = false
  public var f0424: Int = 0
  public var f0425: String?
  public var f0426: Double = 0
  public var f0427: Bool = false
  public var f0428: Int = 0
  public var f0429: String?
  public var f0430: Double = 0
  public var f0431: Bool = false
  public var f0432: Int = 0
  public var f0433: String?
  public var f0434: Double = 0
  public var f0435: Bool = false
  public var f0436: Int = 0
  public var f0437: String?
  public var f0438: Double = 0
  public var f0439: Bool = false
  public var f0440: Int = 0
  public var f0441: String?
  public var f0442: Double = 0
  public var f0443: Bool = false
  public var f0444: Int = 0
  public var f0445: String?
  public var f0446: Double = 0
  public var f0447: Bool = false
  public var f0448: Int = 0
  public var f0449: String?
  public var f0450: Double = 0
  public var f0451: Bool = false
  public var f0452: Int = 0
  public var f0453: String?
  public var f0454: Double = 0
  public var f0455: Bool = false
  public var f0456: Int = 0
  public var f0457: String?
  public var f0458: Double = 0
  public var f0459: Bool = false
  public var f0460: Int = 0
  public var f0461: String?
  public var f0462: Double = 0
  public var f0463: Bool = false
  public var f0464: Int = 0
  public var f0465: String?
  public var f0466: Double = 0
  public var f0467: Bool = false
  public var f0468: Int = 0
  public var f0469: String?
  public var f0470: Double = 0
  public var f0471: Bool = false
  public var f0472: Int = 0
  public var f0473: String?
  public var f0474: Double = 0
  public var f0475: Bool = false
  public var f0476: Int = 0
  public var f0477: String?
  public var f0478: Double = 0
  public var f0479: Bool = false
  public var f0480: Int = 0
  public var f0481: String?
  public var f0482: Double = 0
  public var f0483: Bool = false
  public var f0484: Int = 0
  public var f0485: String?
  public var f0486: Double = 0
  public var f0487: Bool = false
  public var f0488: Int = 0
  public var f0489: String?
  public var f0490: Double = 0
  public var f0491: Bool = false
  public var f0492: Int = 0
  public var f0493: String?
  public var f0494: Double = 0
  public var f0495: Bool = false
  public var f0496: Int = 0
  public var f0497: String?
  public var f0498: Double = 0
  public var f0499: Bool = false
  public var f0500: Int = 0
  public var f0501: String?
  public var f0502: Double = 0
  public var f0503: Bool = false
  public var f0504: Int = 0
  public var f0505: String?
  public var f0506: Double = 0
  public var f0507: Bool = false
  public var f0508: Int = 0
  public var f0509: String?
  public var f0510: Double = 0
  public var f0511: Bool = false
  public var f0512: Int = 0
  public var f0513: String?
  public var f0514: Double = 0
  public var f0515: Bool = false
  public var f0516: Int = 0
  public var f0517: String?
  public var f0518: Double = 0
  public var f0519: Bool = false
  public var f0520: Int = 0
  public var f0521: String?
  public var f0522: Double = 0
  public var f0523: Bool = false
  public var f0524: Int = 0
  public var f0525: String?
  public var f0526: Double = 0
  public var f0527: Bool = false
  public var f0528: Int = 0
  public var f0529: String?
  public var f0530: Double = 0
  public var f0531: Bool = false
  public var f0532: Int = 0
  public var f0533: String?
  public var f0534: Double = 0
  public var f0535: Bool = false
  public var f0536: Int = 0
  public var f0537: String?
  public var f0538: Double = 0
  public var f0539: Bool = false
  public var f0540: Int = 0
  public var f0541: String?
  public var f0542: Double = 0
  public var f0543: Bool = false
  public var f0544: Int = 0
  public var f0545: String?
  public var f0546: Double = 0
  public var f0547: Bool = false
  public var f0548: Int = 0
  public var f0549: String?
  public var f0550: Double = 0
  public var f0551: Bool = false
  public var f0552: Int = 0
  public var f0553: String?
  public var f0554: Double = 0
  public var f0555: Bool = false
  public var f0556: Int = 0
  public var f0557: String?
  public var f0558: Double = 0
  public var f0559: Bool = false
  public var f0560: Int = 0
  public var f0561: String?
  public var f0562: Double = 0
  public var f0563: Bool = false
  public var f0564: Int = 0
  public var f0565: String?
  public var f0566: Double = 0
  public var f0567: Bool = false
  public var f0568: Int = 0
  public var f0569: String?
  public var f0570: Double = 0
  public var f0571: Bool = false
  public var f0572: Int = 0
  public var f0573: String?
  public var f0574: Double = 0
  public var f0575: Bool = false
  public var f0576: Int = 0
  public var f0577: String?
  public var f0578: Double = 0
  public var f0579: Bool = false
  public var f0580: Int = 0
  public var f0581: String?
  public var f0582: Double = 0
  public var f0583: Bool = false
  public var f0584: Int = 0
  public var f0585: String?
  public var f0586: Double = 0
  public var f0587: Bool = false
  public var f0588: Int = 0
  public var f0589: String?
  public var f0590: Double = 0
  public var f0591: Bool = false
  public var f0592: Int = 0
  public var f0593: String?
  public var f0594: Double = 0
  public var f0595: Bool = false
  public var f0596: Int = 0
  public var f0597: String?
  public var f0598: Double = 0
  public var f0599: Bool = false
  public var f0600: Int = 0
  public var f0601: String?
  public var f0602: Double = 0
  public var f0603: Bool = false
  public var f0604: Int = 0
  public var f0605: String?
  public var f0606: Double = 0
  public var f0607: Bool = false
  public var f0608: Int = 0
  public var f0609: String?
  public var f0610: Double = 0
  public var f0611: Bool = false
  public var f0612: Int = 0
  public var f0613: String?
  public var f0614: Double = 0
  public var f0615: Bool = false
  public var f0616: Int = 0
  public var f0617: String?
  public var f0618: Double = 0
  public var f0619: Bool = false
  public var f0620: Int = 0
  public var f0621: String?
  public var f0622: Double = 0
  public var f0623: Bool = false
  public var f0624: Int = 0
  public var f0625: String?
  public var f0626: Double = 0
  public var f0627: Bool = false
  public var f0628: Int = 0
  public var f0629: String?
  public var f0630: Double = 0
  public var f0631: Bool = false
  public var f0632: Int = 0
  public var f0633: String?
  public var f0634: Double = 0
  public var f0635: Bool = false
  public var f0636: Int = 0
  public var f0637: String?
  public var f0638: Double = 0
  public var f0639: Bool = false
  public var f0640: Int = 0
  public var f0641: String?
  public var f0642: Double = 0
  public var f0643: Bool = false
  public var f0644: Int = 0
  public var f0645: String?
  public var f0646: Double = 0
  public var f0647: Bool = false
  public var f0648: Int = 0
  public var f0649: String?
  public var f0650: Double = 0
  public var f0651: Bool = false
  public var f0652: Int = 0
  public var f0653: String?
  public var f0654: Double = 0
  public var f0655: Bool = false
  public var f0656: Int = 0
  public var f0657: String?
  public var f0658: Double = 0
  public var f0659: Bool = false
  public var f0660: Int = 0
  public var f0661: String?
  public var f0662: Double = 0
  public var f0663: Bool = false
  public var f0664: Int = 0
  public var f0665: String?
  public var f0666: Double = 0
  public var f0667: Bool = false
  public var f0668: Int = 0
  public var f0669: String?
  public var f0670: Double = 0
  public var f0671: Bool = false
  public var f0672: Int = 0
  public var f0673: String?
  public var f0674: Double = 0
  public var f0675: Bool = false
  public var f0676: Int = 0
  public var f0677: String?
  public var f0678: Double = 0
  public var f0679: Bool = false
  public var f0680: Int = 0
  public var f0681: String?
  public var f0682: Double = 0
  public var f0683: Bool = false
  public var f0684: Int = 0
  public var f0685: String?
  public var f0686: Double = 0
  public var f0687: Bool = false
  public var f0688: Int = 0
  public var f0689: String?
  public var f0690: Double = 0
  public var f0691: Bool = false
  public var f0692: Int = 0
  public var f0693: String?
  public var f0694: Double = 0
  public var f0695: Bool = false
  public var f0696: Int = 0
  public var f0697: String?
  public var f0698: Double = 0
  public var f0699: Bool = false
  public var f0700: Int = 0
  public var f0701: String?
  public var f0702: Double = 0
  public var f0703: Bool = false
  public var f0704: Int = 0
  public var f0705: String?
  public var f0706: Double = 0
  public var f0707: Bool = false
  public var f0708: Int = 0
  public var f0709: String?
  public var f0710: Double = 0
  public var f0711: Bool = false
  public var f0712: Int = 0
  public var f0713: String?
  public var f0714: Double = 0
  public var f0715: Bool = false
  public var f0716: Int = 0
  public var f0717: String?
  public var f0718: Double = 0
  public var f0719: Bool = false
  public var f0720: Int = 0
  public var f0721: String?
  public var f0722: Double = 0
  public var f0723: Bool = false
  public var f0724: Int = 0
  public var f0725: String?
  public var f0726: Double = 0
  public var f0727: Bool = false
  public var f0728: Int = 0
  public var f0729: String?
  public var f0730: Double = 0
  public var f0731: Bool = false
  public var f0732: Int = 0
  public var f0733: String?
  public var f0734: Double = 0
  public var f0735: Bool = false
  public var f0736: Int = 0
  public var f0737: String?
  public var f0738: Double = 0
  public var f0739: Bool = false
  public var f0740: Int = 0
  public var f0741: String?
  public var f0742: Double = 0
  public var f0743: Bool = false
  public var f0744: Int = 0
  public var f0745: String?
  public var f0746: Double = 0
  public var f0747: Bool = false
  public var f0748: Int = 0
  public var f0749: String?
  public var f0750: Double = 0
  public var f0751: Bool = false
  public var f0752: Int = 0
  public var f0753: String?
  public var f0754: Double = 0
  public var f0755: Bool = false
  public var f0756: Int = 0
  public var f0757: String?
  public var f0758: Double = 0
  public var f0759: Bool = false
  public var f0760: Int = 0
  public var f0761: String?
  public var f0762: Double = 0
  public var f0763: Bool = false
  public var f0764: Int = 0
  public var f0765: String?
  public var f0766: Double = 0
  public var f0767: Bool = false
  public var f0768: Int = 0
  public var f0769: String?
  public var f0770: Double = 0
  public var f0771: Bool = false
  public var f0772: Int = 0
  public var f0773: String?
  public var f0774: Double = 0
  public var f0775: Bool = false
  public var f0776: Int = 0
  public var f0777: String?
  public var f0778: Double = 0
  public var f0779: Bool = false
  public var f0780: Int = 0
  public var f0781: String?
  public var f0782: Double = 0
  public var f0783: Bool = false
  public var f0784: Int = 0
  public var f0785: String?
  public var f0786: Double = 0
  public var f0787: Bool = false
  public var f0788: Int = 0
  public var f0789: String?
  public var f0790: Double = 0
  public var f0791: Bool = false
  public var f0792: Int = 0
  public var f0793: String?
  public var f0794: Double = 0
  public var f0795: Bool = false
  public var f0796: Int = 0
  public var f0797: String?
  public var f0798: Double = 0
  public var f0799: Bool = false
  public var f0800: Int = 0
  public var f0801: String?
  public var f0802: Double = 0
  public var f0803: Bool = false
  public var f0804: Int = 0
  public var f0805: String?
  public var f0806: Double = 0
  public var f0807: Bool = false
  public var f0808: Int = 0
  public var f0809: String?
  public var f0810: Double = 0
  public var f0811: Bool = false
  public var f0812: Int = 0
  public var f0813: String?
  public var f0814: Double = 0
  public var f0815: Bool = false
  public var f0816: Int = 0
  public var f0817: String?
  public var f0818: Double = 0
  public var f0819: Bool = false
  public var f0820: Int = 0
  public var f0821: String?
  public var f0822: Double = 0
  public var f0823: Bool = false
  public var f0824: Int = 0
  public var f0825: String?
  public var f0826: Double = 0
  public var f0827: Bool = false
  public var f0828: Int = 0
  public var f0829: String?
  public var f0830: Double = 0
  public var f0831: Bool = false
  public var f0832: Int = 0
  public var f0833: String?
  public var f0834: Double = 0
  public var f0835: Bool = false
  public var f0836: Int = 0
  public var f0837: String?
  public var f0838: Double = 0
  public var f0839: Bool = false
  public var f0840: Int = 0
  public var f0841: String?
  public var f0842: Double = 0
  public var f0843: Bool = false
  public var f0844: Int = 0
  public var f0845: String?
  public var f0846: Double = 0
  public var f0847: Bool = false
  public var f0848: Int = 0
  public var f0849: String?
  public var f0850: Double = 0
  public var f0851: Bool = false
  public var f0852: Int = 0
  public var f0853: String?
  public var f0854: Double = 0
  public var f0855: Bool = false
  public var f0856: Int = 0
  public var f0857: String?
  public var f0858: Double = 0
  public var f0859: Bool = false
  public var f0860: Int = 0
  public var f0861: String?
  public var f0862: Double = 0
  public var f0863: Bool = false
  public var f0864: Int = 0
  public var f0865: String?
  public var f0866: Double = 0
  public var f0867: Bool = false
  public var f0868: Int = 0
  public var f0869: String?
  public var f0870: Double = 0
  public var f0871: Bool = false
  public var f0872: Int = 0
  public var f0873: String?
  public var f0874: Double = 0
  public var f0875: Bool = false
  public var f0876: Int = 0
  public var f0877: String?
  public var f0878: Double = 0
  public var f0879: Bool = false
  public var f0880: Int = 0
  public var f0881: String?
  public var f0882: Double = 0
  public var f0883: Bool = false
  public var f0884: Int = 0
  public var f0885: String?
  public var f0886: Double = 0
  public var f0887: Bool = false
  public var f0888: Int = 0
  public var f0889: String?
  public var f0890: Double = 0
  public var f0891: Bool = false
  public var f0892: Int = 0
  public var f0893: String?
  public var f0894: Double = 0
  public var f0895: Bool = false
  public var f0896: Int = 0
  public var f0897: String?
  public var f0898: Double = 0
  public var f0899: Bool = false
  public var f0900: Int = 0
  public var f0901: String?
  public var f0902: Double = 0
  public var f0903: Bool = false
  public var f0904: Int = 0
  public var f0905: String?
  public var f0906: Double = 0
  public var f0907: Bool = false
  public var f0908: Int = 0
  public var f0909: String?
  public var f0910: Double = 0
  public var f0911: Bool = false
  public var f0912: Int = 0
  public var f0913: String?
  public var f0914: Double = 0
  public var f0915: Bool = false
  public var f0916: Int = 0
  public var f0917: String?
  public var f0918: Double = 0
  public var f0919: Bool = false
  public var f0920: Int = 0
  public var f0921: String?
  public var f0922: Double = 0
  public var f0923: Bool = false
  public var f0924: Int = 0
  public var f0925: String?
  public var f0926: Double = 0
  public var f0927: Bool = false
  public var f0928: Int = 0
  public var f0929: String?
  public var f0930: Double = 0
  public var f0931: Bool = false
  public var f0932: Int = 0
  public var f0933: String?
  public var f0934: Double = 0
  public var f0935: Bool = false
  public var f0936: Int = 0
  public var f0937: String?
  public var f0938: Double = 0
  public var f0939: Bool = false
  public var f0940: Int = 0
  public var f0941: String?
  public var f0942: Double = 0
  public var f0943: Bool = false
  public var f0944: Int = 0
  public var f0945: String?
  public var f0946: Double = 0
  public var f0947: Bool = false
  public var f0948: Int = 0
  public var f0949: String?
  public var f0950: Double = 0
  public var f0951: Bool = false
  public var f0952: Int = 0
  public var f0953: String?
  public var f0954: Double = 0
  public var f0955: Bool = false
  public var f0956: Int = 0
  public var f0957: String?
  public var f0958: Double = 0
  public var f0959: Bool = false
  public var f0960: Int = 0
  public var f0961: String?
  public var f0962: Double = 0
  public var f0963: Bool = false
  public var f0964: Int = 0
  public var f0965: String?
  public var f0966: Double = 0
  public var f0967: Bool = false
  public var f0968: Int = 0
  public var f0969: String?
  public var f0970: Double = 0
  public var f0971: Bool = false
  public var f0972: Int = 0
  public var f0973: String?
  public var f0974: Double = 0
  public var f0975: Bool = false
  public var f0976: Int = 0
  public var f0977: String?
  public var f0978: Double = 0
  public var f0979: Bool = false
  public var f0980: Int = 0
  public var f0981: String?
  public var f0982: Double = 0
  public var f0983: Bool = false
  public var f0984: Int = 0
  public var f0985: String?
  public var f0986: Double = 0
  public var f0987: Bool = false
  public var f0988: Int = 0
  public var f0989: String?
  public var f0990: Double = 0
  public var f0991: Bool = false
  public var f0992: Int = 0
  public var f0993: String?
  public var f0994: Double = 0
  public var f0995: Bool = false
  public var f0996: Int = 0
  public var f0997: String?
  public var f0998: Double = 0
  public var f0999: Bool = false

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [:]
}
