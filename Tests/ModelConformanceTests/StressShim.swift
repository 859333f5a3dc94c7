import MJStyle
import XYYStyle
import YYStyle

/// The three design protocols at once, for test models.
protocol YYModelShim: YYModel, MJKeyValue, XYYJsonModel {}
