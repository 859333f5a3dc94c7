import Foundation

extension WideModel1000: Codable {
  enum CodingKeys: String, CodingKey {
    case f0000
    case f0001
    case f0002
    case f0003
    case f0004
    case f0005
    case f0006
    case f0007
    case f0008
    case f0009
    case f0010
    case f0011
    case f0012
    case f0013
    case f0014
    case f0015
    case f0016
    case f0017
    case f0018
    case f0019
    case f0020
    case f0021
    case f0022
    case f0023
    case f0024
    case f0025
    case f0026
    case f0027
    case f0028
    case f0029
    case f0030
    case f0031
    case f0032
    case f0033
    case f0034
    case f0035
    case f0036
    case f0037
    case f0038
    case f0039
    case f0040
    case f0041
    case f0042
    case f0043
    case f0044
    case f0045
    case f0046
    case f0047
    case f0048
    case f0049
    case f0050
    case f0051
    case f0052
    case f0053
    case f0054
    case f0055
    case f0056
    case f0057
    case f0058
    case f0059
    case f0060
    case f0061
    case f0062
    case f0063
    case f0064
    case f0065
    case f0066
    case f0067
    case f0068
    case f0069
    case f0070
    case f0071
    case f0072
    case f0073
    case f0074
    case f0075
    case f0076
    case f0077
    case f0078
    case f0079
    case f0080
    case f0081
    case f0082
    case f0083
    case f0084
    case f0085
    case f0086
    case f0087
    case f0088
    case f0089
    case f0090
    case f0091
    case f0092
    case f0093
    case f0094
    case f0095
    case f0096
    case f0097
    case f0098
    case f0099
    case f0100
    case f0101
    case f0102
    case f0103
    case f0104
    case f0105
    case f0106
    case f0107
    case f0108
    case f0109
    case f0110
    case f0111
    case f0112
    case f0113
    case f0114
    case f0115
    case f0116
    case f0117
    case f0118
    case f0119
    case f0120
    case f0121
    case f0122
    case f0123
    case f0124
    case f0125
    case f0126
    case f0127
    case f0128
    case f0129
    case f0130
    case f0131
    case f0132
    case f0133
    case f0134
    case f0135
    case f0136
    case f0137
    case f0138
    case f0139
    case f0140
    case f0141
    case f0142
    case f0143
    case f0144
    case f0145
    case f0146
    case f0147
    case f0148
    case f0149
    case f0150
    case f0151
    case f0152
    case f0153
    case f0154
    case f0155
    case f0156
    case f0157
    case f0158
    case f0159
    case f0160
    case f0161
    case f0162
    case f0163
    case f0164
    case f0165
    case f0166
    case f0167
    case f0168
    case f0169
    case f0170
    case f0171
    case f0172
    case f0173
    case f0174
    case f0175
    case f0176
    case f0177
    case f0178
    case f0179
    case f0180
    case f0181
    case f0182
    case f0183
    case f0184
    case f0185
    case f0186
    case f0187
    case f0188
    case f0189
    case f0190
    case f0191
    case f0192
    case f0193
    case f0194
    case f0195
    case f0196
    case f0197
    case f0198
    case f0199
    case f0200
    case f0201
    case f0202
    case f0203
    case f0204
    case f0205
    case f0206
    case f0207
    case f0208
    case f0209
    case f0210
    case f0211
    case f0212
    case f0213
    case f0214
    case f0215
    case f0216
    case f0217
    case f0218
    case f0219
    case f0220
    case f0221
    case f0222
    case f0223
    case f0224
    case f0225
    case f0226
    case f0227
    case f0228
    case f0229
    case f0230
    case f0231
    case f0232
    case f0233
    case f0234
    case f0235
    case f0236
    case f0237
    case f0238
    case f0239
    case f0240
    case f0241
    case f0242
    case f0243
    case f0244
    case f0245
    case f0246
    case f0247
    case f0248
    case f0249
    case f0250
    case f0251
    case f0252
    case f0253
    case f0254
    case f0255
    case f0256
    case f0257
    case f0258
    case f0259
    case f0260
    case f0261
    case f0262
    case f0263
    case f0264
    case f0265
    case f0266
    case f0267
    case f0268
    case f0269
    case f0270
    case f0271
    case f0272
    case f0273
    case f0274
    case f0275
    case f0276
    case f0277
    case f0278
    case f0279
    case f0280
    case f0281
    case f0282
    case f0283
    case f0284
    case f0285
    case f0286
    case f0287
    case f0288
    case f0289
    case f0290
    case f0291
    case f0292
    case f0293
    case f0294
    case f0295
    case f0296
    case f0297
    case f0298
    case f0299
    case f0300
    case f0301
    case f0302
    case f0303
    case f0304
    case f0305
    case f0306
    case f0307
    case f0308
    case f0309
    case f0310
    case f0311
    case f0312
    case f0313
    case f0314
    case f0315
    case f0316
    case f0317
    case f0318
    case f0319
    case f0320
    case f0321
    case f0322
    case f0323
    case f0324
    case f0325
    case f0326
    case f0327
    case f0328
    case f0329
    case f0330
    case f0331
    case f0332
    case f0333
    case f0334
    case f0335
    case f0336
    case f0337
    case f0338
    case f0339
    case f0340
    case f0341
    case f0342
    case f0343
    case f0344
    case f0345
    case f0346
    case f0347
    case f0348
    case f0349
    case f0350
    case f0351
    case f0352
    case f0353
    case f0354
    case f0355
    case f0356
    case f0357
    case f0358
    case f0359
    case f0360
    case f0361
    case f0362
    case f0363
    case f0364
    case f0365
    case f0366
    case f0367
    case f0368
    case f0369
    case f0370
    case f0371
    case f0372
    case f0373
    case f0374
    case f0375
    case f0376
    case f0377
    case f0378
    case f0379
    case f0380
    case f0381
    case f0382
    case f0383
    case f0384
    case f0385
    case f0386
    case f0387
    case f0388
    case f0389
    case f0390
    case f0391
    case f0392
    case f0393
    case f0394
    case f0395
    case f0396
    case f0397
    case f0398
    case f0399
    case f0400
    case f0401
    case f0402
    case f0403
    case f0404
    case f0405
    case f0406
    case f0407
    case f0408
    case f0409
    case f0410
    case f0411
    case f0412
    case f0413
    case f0414
    case f0415
    case f0416
    case f0417
    case f0418
    case f0419
    case f0420
    case f0421
    case f0422
    case f0423
    case f0424
    case f0425
    case f0426
    case f0427
    case f0428
    case f0429
    case f0430
    case f0431
    case f0432
    case f0433
    case f0434
    case f0435
    case f0436
    case f0437
    case f0438
    case f0439
    case f0440
    case f0441
    case f0442
    case f0443
    case f0444
    case f0445
    case f0446
    case f0447
    case f0448
    case f0449
    case f0450
    case f0451
    case f0452
    case f0453
    case f0454
    case f0455
    case f0456
    case f0457
    case f0458
    case f0459
    case f0460
    case f0461
    case f0462
    case f0463
    case f0464
    case f0465
    case f0466
    case f0467
    case f0468
    case f0469
    case f0470
    case f0471
    case f0472
    case f0473
    case f0474
    case f0475
    case f0476
    case f0477
    case f0478
    case f0479
    case f0480
    case f0481
    case f0482
    case f0483
    case f0484
    case f0485
    case f0486
    case f0487
    case f0488
    case f0489
    case f0490
    case f0491
    case f0492
    case f0493
    case f0494
    case f0495
    case f0496
    case f0497
    case f0498
    case f0499
    case f0500
    case f0501
    case f0502
    case f0503
    case f0504
    case f0505
    case f0506
    case f0507
    case f0508
    case f0509
    case f0510
    case f0511
    case f0512
    case f0513
    case f0514
    case f0515
    case f0516
    case f0517
    case f0518
    case f0519
    case f0520
    case f0521
    case f0522
    case f0523
    case f0524
    case f0525
    case f0526
    case f0527
    case f0528
    case f0529
    case f0530
    case f0531
    case f0532
    case f0533
    case f0534
    case f0535
    case f0536
    case f0537
    case f0538
    case f0539
    case f0540
    case f0541
    case f0542
    case f0543
    case f0544
    case f0545
    case f0546
    case f0547
    case f0548
    case f0549
    case f0550
    case f0551
    case f0552
    case f0553
    case f0554
    case f0555
    case f0556
    case f0557
    case f0558
    case f0559
    case f0560
    case f0561
    case f0562
    case f0563
    case f0564
    case f0565
    case f0566
    case f0567
    case f0568
    case f0569
    case f0570
    case f0571
    case f0572
    case f0573
    case f0574
    case f0575
    case f0576
    case f0577
    case f0578
    case f0579
    case f0580
    case f0581
    case f0582
    case f0583
    case f0584
    case f0585
    case f0586
    case f0587
    case f0588
    case f0589
    case f0590
    case f0591
    case f0592
    case f0593
    case f0594
    case f0595
    case f0596
    case f0597
    case f0598
    case f0599
    case f0600
    case f0601
    case f0602
    case f0603
    case f0604
    case f0605
    case f0606
    case f0607
    case f0608
    case f0609
    case f0610
    case f0611
    case f0612
    case f0613
    case f0614
    case f0615
    case f0616
    case f0617
    case f0618
    case f0619
    case f0620
    case f0621
    case f0622
    case f0623
    case f0624
    case f0625
    case f0626
    case f0627
    case f0628
    case f0629
    case f0630
    case f0631
    case f0632
    case f0633
    case f0634
    case f0635
    case f0636
    case f0637
    case f0638
    case f0639
    case f0640
    case f0641
    case f0642
    case f0643
    case f0644
    case f0645
    case f0646
    case f0647
    case f0648
    case f0649
    case f0650
    case f0651
    case f0652
    case f0653
    case f0654
    case f0655
    case f0656
    case f0657
    case f0658
    case f0659
    case f0660
    case f0661
    case f0662
    case f0663
    case f0664
    case f0665
    case f0666
    case f0667
    case f0668
    case f0669
    case f0670
    case f0671
    case f0672
    case f0673
    case f0674
    case f0675
    case f0676
    case f0677
    case f0678
    case f0679
    case f0680
    case f0681
    case f0682
    case f0683
    case f0684
    case f0685
    case f0686
    case f0687
    case f0688
    case f0689
    case f0690
    case f0691
    case f0692
    case f0693
    case f0694
    case f0695
    case f0696
    case f0697
    case f0698
    case f0699
    case f0700
    case f0701
    case f0702
    case f0703
    case f0704
    case f0705
    case f0706
    case f0707
    case f0708
    case f0709
    case f0710
    case f0711
    case f0712
    case f0713
    case f0714
    case f0715
    case f0716
    case f0717
    case f0718
    case f0719
    case f0720
    case f0721
    case f0722
    case f0723
    case f0724
    case f0725
    case f0726
    case f0727
    case f0728
    case f0729
    case f0730
    case f0731
    case f0732
    case f0733
    case f0734
    case f0735
    case f0736
    case f0737
    case f0738
    case f0739
    case f0740
    case f0741
    case f0742
    case f0743
    case f0744
    case f0745
    case f0746
    case f0747
    case f0748
    case f0749
    case f0750
    case f0751
    case f0752
    case f0753
    case f0754
    case f0755
    case f0756
    case f0757
    case f0758
    case f0759
    case f0760
    case f0761
    case f0762
    case f0763
    case f0764
    case f0765
    case f0766
    case f0767
    case f0768
    case f0769
    case f0770
    case f0771
    case f0772
    case f0773
    case f0774
    case f0775
    case f0776
    case f0777
    case f0778
    case f0779
    case f0780
    case f0781
    case f0782
    case f0783
    case f0784
    case f0785
    case f0786
    case f0787
    case f0788
    case f0789
    case f0790
    case f0791
    case f0792
    case f0793
    case f0794
    case f0795
    case f0796
    case f0797
    case f0798
    case f0799
    case f0800
    case f0801
    case f0802
    case f0803
    case f0804
    case f0805
    case f0806
    case f0807
    case f0808
    case f0809
    case f0810
    case f0811
    case f0812
    case f0813
    case f0814
    case f0815
    case f0816
    case f0817
    case f0818
    case f0819
    case f0820
    case f0821
    case f0822
    case f0823
    case f0824
    case f0825
    case f0826
    case f0827
    case f0828
    case f0829
    case f0830
    case f0831
    case f0832
    case f0833
    case f0834
    case f0835
    case f0836
    case f0837
    case f0838
    case f0839
    case f0840
    case f0841
    case f0842
    case f0843
    case f0844
    case f0845
    case f0846
    case f0847
    case f0848
    case f0849
    case f0850
    case f0851
    case f0852
    case f0853
    case f0854
    case f0855
    case f0856
    case f0857
    case f0858
    case f0859
    case f0860
    case f0861
    case f0862
    case f0863
    case f0864
    case f0865
    case f0866
    case f0867
    case f0868
    case f0869
    case f0870
    case f0871
    case f0872
    case f0873
    case f0874
    case f0875
    case f0876
    case f0877
    case f0878
    case f0879
    case f0880
    case f0881
    case f0882
    case f0883
    case f0884
    case f0885
    case f0886
    case f0887
    case f0888
    case f0889
    case f0890
    case f0891
    case f0892
    case f0893
    case f0894
    case f0895
    case f0896
    case f0897
    case f0898
    case f0899
    case f0900
    case f0901
    case f0902
    case f0903
    case f0904
    case f0905
    case f0906
    case f0907
    case f0908
    case f0909
    case f0910
    case f0911
    case f0912
    case f0913
    case f0914
    case f0915
    case f0916
    case f0917
    case f0918
    case f0919
    case f0920
    case f0921
    case f0922
    case f0923
    case f0924
    case f0925
    case f0926
    case f0927
    case f0928
    case f0929
    case f0930
    case f0931
    case f0932
    case f0933
    case f0934
    case f0935
    case f0936
    case f0937
    case f0938
    case f0939
    case f0940
    case f0941
    case f0942
    case f0943
    case f0944
    case f0945
    case f0946
    case f0947
    case f0948
    case f0949
    case f0950
    case f0951
    case f0952
    case f0953
    case f0954
    case f0955
    case f0956
    case f0957
    case f0958
    case f0959
    case f0960
    case f0961
    case f0962
    case f0963
    case f0964
    case f0965
    case f0966
    case f0967
    case f0968
    case f0969
    case f0970
    case f0971
    case f0972
    case f0973
    case f0974
    case f0975
    case f0976
    case f0977
    case f0978
    case f0979
    case f0980
    case f0981
    case f0982
    case f0983
    case f0984
    case f0985
    case f0986
    case f0987
    case f0988
    case f0989
    case f0990
    case f0991
    case f0992
    case f0993
    case f0994
    case f0995
    case f0996
    case f0997
    case f0998
    case f0999
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0000) { f0000 = v }
    f0001 = try c.decodeIfPresent(String.self, forKey: .f0001)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0002) { f0002 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0003) { f0003 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0004) { f0004 = v }
    f0005 = try c.decodeIfPresent(String.self, forKey: .f0005)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0006) { f0006 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0007) { f0007 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0008) { f0008 = v }
    f0009 = try c.decodeIfPresent(String.self, forKey: .f0009)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0010) { f0010 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0011) { f0011 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0012) { f0012 = v }
    f0013 = try c.decodeIfPresent(String.self, forKey: .f0013)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0014) { f0014 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0015) { f0015 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0016) { f0016 = v }
    f0017 = try c.decodeIfPresent(String.self, forKey: .f0017)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0018) { f0018 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0019) { f0019 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0020) { f0020 = v }
    f0021 = try c.decodeIfPresent(String.self, forKey: .f0021)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0022) { f0022 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0023) { f0023 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0024) { f0024 = v }
    f0025 = try c.decodeIfPresent(String.self, forKey: .f0025)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0026) { f0026 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0027) { f0027 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0028) { f0028 = v }
    f0029 = try c.decodeIfPresent(String.self, forKey: .f0029)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0030) { f0030 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0031) { f0031 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0032) { f0032 = v }
    f0033 = try c.decodeIfPresent(String.self, forKey: .f0033)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0034) { f0034 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0035) { f0035 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0036) { f0036 = v }
    f0037 = try c.decodeIfPresent(String.self, forKey: .f0037)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0038) { f0038 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0039) { f0039 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0040) { f0040 = v }
    f0041 = try c.decodeIfPresent(String.self, forKey: .f0041)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0042) { f0042 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0043) { f0043 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0044) { f0044 = v }
    f0045 = try c.decodeIfPresent(String.self, forKey: .f0045)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0046) { f0046 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0047) { f0047 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0048) { f0048 = v }
    f0049 = try c.decodeIfPresent(String.self, forKey: .f0049)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0050) { f0050 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0051) { f0051 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0052) { f0052 = v }
    f0053 = try c.decodeIfPresent(String.self, forKey: .f0053)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0054) { f0054 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0055) { f0055 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0056) { f0056 = v }
    f0057 = try c.decodeIfPresent(String.self, forKey: .f0057)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0058) { f0058 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0059) { f0059 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0060) { f0060 = v }
    f0061 = try c.decodeIfPresent(String.self, forKey: .f0061)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0062) { f0062 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0063) { f0063 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0064) { f0064 = v }
    f0065 = try c.decodeIfPresent(String.self, forKey: .f0065)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0066) { f0066 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0067) { f0067 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0068) { f0068 = v }
    f0069 = try c.decodeIfPresent(String.self, forKey: .f0069)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0070) { f0070 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0071) { f0071 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0072) { f0072 = v }
    f0073 = try c.decodeIfPresent(String.self, forKey: .f0073)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0074) { f0074 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0075) { f0075 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0076) { f0076 = v }
    f0077 = try c.decodeIfPresent(String.self, forKey: .f0077)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0078) { f0078 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0079) { f0079 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0080) { f0080 = v }
    f0081 = try c.decodeIfPresent(String.self, forKey: .f0081)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0082) { f0082 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0083) { f0083 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0084) { f0084 = v }
    f0085 = try c.decodeIfPresent(String.self, forKey: .f0085)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0086) { f0086 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0087) { f0087 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0088) { f0088 = v }
    f0089 = try c.decodeIfPresent(String.self, forKey: .f0089)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0090) { f0090 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0091) { f0091 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0092) { f0092 = v }
    f0093 = try c.decodeIfPresent(String.self, forKey: .f0093)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0094) { f0094 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0095) { f0095 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0096) { f0096 = v }
    f0097 = try c.decodeIfPresent(String.self, forKey: .f0097)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0098) { f0098 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0099) { f0099 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0100) { f0100 = v }
    f0101 = try c.decodeIfPresent(String.self, forKey: .f0101)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0102) { f0102 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0103) { f0103 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0104) { f0104 = v }
    f0105 = try c.decodeIfPresent(String.self, forKey: .f0105)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0106) { f0106 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0107) { f0107 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0108) { f0108 = v }
    f0109 = try c.decodeIfPresent(String.self, forKey: .f0109)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0110) { f0110 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0111) { f0111 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0112) { f0112 = v }
    f0113 = try c.decodeIfPresent(String.self, forKey: .f0113)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0114) { f0114 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0115) { f0115 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0116) { f0116 = v }
    f0117 = try c.decodeIfPresent(String.self, forKey: .f0117)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0118) { f0118 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0119) { f0119 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0120) { f0120 = v }
    f0121 = try c.decodeIfPresent(String.self, forKey: .f0121)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0122) { f0122 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0123) { f0123 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0124) { f0124 = v }
    f0125 = try c.decodeIfPresent(String.self, forKey: .f0125)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0126) { f0126 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0127) { f0127 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0128) { f0128 = v }
    f0129 = try c.decodeIfPresent(String.self, forKey: .f0129)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0130) { f0130 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0131) { f0131 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0132) { f0132 = v }
    f0133 = try c.decodeIfPresent(String.self, forKey: .f0133)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0134) { f0134 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0135) { f0135 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0136) { f0136 = v }
    f0137 = try c.decodeIfPresent(String.self, forKey: .f0137)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0138) { f0138 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0139) { f0139 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0140) { f0140 = v }
    f0141 = try c.decodeIfPresent(String.self, forKey: .f0141)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0142) { f0142 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0143) { f0143 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0144) { f0144 = v }
    f0145 = try c.decodeIfPresent(String.self, forKey: .f0145)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0146) { f0146 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0147) { f0147 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0148) { f0148 = v }
    f0149 = try c.decodeIfPresent(String.self, forKey: .f0149)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0150) { f0150 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0151) { f0151 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0152) { f0152 = v }
    f0153 = try c.decodeIfPresent(String.self, forKey: .f0153)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0154) { f0154 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0155) { f0155 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0156) { f0156 = v }
    f0157 = try c.decodeIfPresent(String.self, forKey: .f0157)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0158) { f0158 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0159) { f0159 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0160) { f0160 = v }
    f0161 = try c.decodeIfPresent(String.self, forKey: .f0161)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0162) { f0162 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0163) { f0163 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0164) { f0164 = v }
    f0165 = try c.decodeIfPresent(String.self, forKey: .f0165)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0166) { f0166 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0167) { f0167 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0168) { f0168 = v }
    f0169 = try c.decodeIfPresent(String.self, forKey: .f0169)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0170) { f0170 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0171) { f0171 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0172) { f0172 = v }
    f0173 = try c.decodeIfPresent(String.self, forKey: .f0173)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0174) { f0174 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0175) { f0175 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0176) { f0176 = v }
    f0177 = try c.decodeIfPresent(String.self, forKey: .f0177)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0178) { f0178 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0179) { f0179 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0180) { f0180 = v }
    f0181 = try c.decodeIfPresent(String.self, forKey: .f0181)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0182) { f0182 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0183) { f0183 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0184) { f0184 = v }
    f0185 = try c.decodeIfPresent(String.self, forKey: .f0185)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0186) { f0186 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0187) { f0187 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0188) { f0188 = v }
    f0189 = try c.decodeIfPresent(String.self, forKey: .f0189)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0190) { f0190 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0191) { f0191 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0192) { f0192 = v }
    f0193 = try c.decodeIfPresent(String.self, forKey: .f0193)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0194) { f0194 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0195) { f0195 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0196) { f0196 = v }
    f0197 = try c.decodeIfPresent(String.self, forKey: .f0197)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0198) { f0198 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0199) { f0199 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0200) { f0200 = v }
    f0201 = try c.decodeIfPresent(String.self, forKey: .f0201)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0202) { f0202 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0203) { f0203 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0204) { f0204 = v }
    f0205 = try c.decodeIfPresent(String.self, forKey: .f0205)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0206) { f0206 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0207) { f0207 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0208) { f0208 = v }
    f0209 = try c.decodeIfPresent(String.self, forKey: .f0209)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0210) { f0210 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0211) { f0211 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0212) { f0212 = v }
    f0213 = try c.decodeIfPresent(String.self, forKey: .f0213)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0214) { f0214 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0215) { f0215 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0216) { f0216 = v }
    f0217 = try c.decodeIfPresent(String.self, forKey: .f0217)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0218) { f0218 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0219) { f0219 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0220) { f0220 = v }
    f0221 = try c.decodeIfPresent(String.self, forKey: .f0221)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0222) { f0222 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0223) { f0223 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0224) { f0224 = v }
    f0225 = try c.decodeIfPresent(String.self, forKey: .f0225)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0226) { f0226 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0227) { f0227 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0228) { f0228 = v }
    f0229 = try c.decodeIfPresent(String.self, forKey: .f0229)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0230) { f0230 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0231) { f0231 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0232) { f0232 = v }
    f0233 = try c.decodeIfPresent(String.self, forKey: .f0233)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0234) { f0234 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0235) { f0235 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0236) { f0236 = v }
    f0237 = try c.decodeIfPresent(String.self, forKey: .f0237)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0238) { f0238 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0239) { f0239 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0240) { f0240 = v }
    f0241 = try c.decodeIfPresent(String.self, forKey: .f0241)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0242) { f0242 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0243) { f0243 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0244) { f0244 = v }
    f0245 = try c.decodeIfPresent(String.self, forKey: .f0245)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0246) { f0246 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0247) { f0247 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0248) { f0248 = v }
    f0249 = try c.decodeIfPresent(String.self, forKey: .f0249)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0250) { f0250 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0251) { f0251 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0252) { f0252 = v }
    f0253 = try c.decodeIfPresent(String.self, forKey: .f0253)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0254) { f0254 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0255) { f0255 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0256) { f0256 = v }
    f0257 = try c.decodeIfPresent(String.self, forKey: .f0257)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0258) { f0258 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0259) { f0259 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0260) { f0260 = v }
    f0261 = try c.decodeIfPresent(String.self, forKey: .f0261)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0262) { f0262 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0263) { f0263 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0264) { f0264 = v }
    f0265 = try c.decodeIfPresent(String.self, forKey: .f0265)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0266) { f0266 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0267) { f0267 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0268) { f0268 = v }
    f0269 = try c.decodeIfPresent(String.self, forKey: .f0269)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0270) { f0270 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0271) { f0271 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0272) { f0272 = v }
    f0273 = try c.decodeIfPresent(String.self, forKey: .f0273)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0274) { f0274 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0275) { f0275 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0276) { f0276 = v }
    f0277 = try c.decodeIfPresent(String.self, forKey: .f0277)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0278) { f0278 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0279) { f0279 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0280) { f0280 = v }
    f0281 = try c.decodeIfPresent(String.self, forKey: .f0281)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0282) { f0282 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0283) { f0283 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0284) { f0284 = v }
    f0285 = try c.decodeIfPresent(String.self, forKey: .f0285)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0286) { f0286 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0287) { f0287 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0288) { f0288 = v }
    f0289 = try c.decodeIfPresent(String.self, forKey: .f0289)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0290) { f0290 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0291) { f0291 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0292) { f0292 = v }
    f0293 = try c.decodeIfPresent(String.self, forKey: .f0293)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0294) { f0294 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0295) { f0295 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0296) { f0296 = v }
    f0297 = try c.decodeIfPresent(String.self, forKey: .f0297)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0298) { f0298 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0299) { f0299 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0300) { f0300 = v }
    f0301 = try c.decodeIfPresent(String.self, forKey: .f0301)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0302) { f0302 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0303) { f0303 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0304) { f0304 = v }
    f0305 = try c.decodeIfPresent(String.self, forKey: .f0305)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0306) { f0306 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0307) { f0307 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0308) { f0308 = v }
    f0309 = try c.decodeIfPresent(String.self, forKey: .f0309)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0310) { f0310 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0311) { f0311 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0312) { f0312 = v }
    f0313 = try c.decodeIfPresent(String.self, forKey: .f0313)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0314) { f0314 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0315) { f0315 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0316) { f0316 = v }
    f0317 = try c.decodeIfPresent(String.self, forKey: .f0317)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0318) { f0318 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0319) { f0319 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0320) { f0320 = v }
    f0321 = try c.decodeIfPresent(String.self, forKey: .f0321)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0322) { f0322 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0323) { f0323 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0324) { f0324 = v }
    f0325 = try c.decodeIfPresent(String.self, forKey: .f0325)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0326) { f0326 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0327) { f0327 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0328) { f0328 = v }
    f0329 = try c.decodeIfPresent(String.self, forKey: .f0329)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0330) { f0330 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0331) { f0331 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0332) { f0332 = v }
    f0333 = try c.decodeIfPresent(String.self, forKey: .f0333)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0334) { f0334 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0335) { f0335 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0336) { f0336 = v }
    f0337 = try c.decodeIfPresent(String.self, forKey: .f0337)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0338) { f0338 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0339) { f0339 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0340) { f0340 = v }
    f0341 = try c.decodeIfPresent(String.self, forKey: .f0341)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0342) { f0342 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0343) { f0343 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0344) { f0344 = v }
    f0345 = try c.decodeIfPresent(String.self, forKey: .f0345)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0346) { f0346 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0347) { f0347 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0348) { f0348 = v }
    f0349 = try c.decodeIfPresent(String.self, forKey: .f0349)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0350) { f0350 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0351) { f0351 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0352) { f0352 = v }
    f0353 = try c.decodeIfPresent(String.self, forKey: .f0353)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0354) { f0354 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0355) { f0355 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0356) { f0356 = v }
    f0357 = try c.decodeIfPresent(String.self, forKey: .f0357)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0358) { f0358 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0359) { f0359 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0360) { f0360 = v }
    f0361 = try c.decodeIfPresent(String.self, forKey: .f0361)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0362) { f0362 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0363) { f0363 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0364) { f0364 = v }
    f0365 = try c.decodeIfPresent(String.self, forKey: .f0365)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0366) { f0366 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0367) { f0367 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0368) { f0368 = v }
    f0369 = try c.decodeIfPresent(String.self, forKey: .f0369)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0370) { f0370 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0371) { f0371 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0372) { f0372 = v }
    f0373 = try c.decodeIfPresent(String.self, forKey: .f0373)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0374) { f0374 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0375) { f0375 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0376) { f0376 = v }
    f0377 = try c.decodeIfPresent(String.self, forKey: .f0377)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0378) { f0378 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0379) { f0379 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0380) { f0380 = v }
    f0381 = try c.decodeIfPresent(String.self, forKey: .f0381)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0382) { f0382 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0383) { f0383 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0384) { f0384 = v }
    f0385 = try c.decodeIfPresent(String.self, forKey: .f0385)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0386) { f0386 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0387) { f0387 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0388) { f0388 = v }
    f0389 = try c.decodeIfPresent(String.self, forKey: .f0389)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0390) { f0390 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0391) { f0391 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0392) { f0392 = v }
    f0393 = try c.decodeIfPresent(String.self, forKey: .f0393)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0394) { f0394 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0395) { f0395 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0396) { f0396 = v }
    f0397 = try c.decodeIfPresent(String.self, forKey: .f0397)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0398) { f0398 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0399) { f0399 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0400) { f0400 = v }
    f0401 = try c.decodeIfPresent(String.self, forKey: .f0401)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0402) { f0402 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0403) { f0403 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0404) { f0404 = v }
    f0405 = try c.decodeIfPresent(String.self, forKey: .f0405)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0406) { f0406 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0407) { f0407 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0408) { f0408 = v }
    f0409 = try c.decodeIfPresent(String.self, forKey: .f0409)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0410) { f0410 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0411) { f0411 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0412) { f0412 = v }
    f0413 = try c.decodeIfPresent(String.self, forKey: .f0413)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0414) { f0414 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0415) { f0415 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0416) { f0416 = v }
    f0417 = try c.decodeIfPresent(String.self, forKey: .f0417)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0418) { f0418 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0419) { f0419 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0420) { f0420 = v }
    f0421 = try c.decodeIfPresent(String.self, forKey: .f0421)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0422) { f0422 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0423) { f0423 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0424) { f0424 = v }
    f0425 = try c.decodeIfPresent(String.self, forKey: .f0425)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0426) { f0426 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0427) { f0427 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0428) { f0428 = v }
    f0429 = try c.decodeIfPresent(String.self, forKey: .f0429)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0430) { f0430 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0431) { f0431 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0432) { f0432 = v }
    f0433 = try c.decodeIfPresent(String.self, forKey: .f0433)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0434) { f0434 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0435) { f0435 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0436) { f0436 = v }
    f0437 = try c.decodeIfPresent(String.self, forKey: .f0437)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0438) { f0438 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0439) { f0439 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0440) { f0440 = v }
    f0441 = try c.decodeIfPresent(String.self, forKey: .f0441)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0442) { f0442 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0443) { f0443 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0444) { f0444 = v }
    f0445 = try c.decodeIfPresent(String.self, forKey: .f0445)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0446) { f0446 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0447) { f0447 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0448) { f0448 = v }
    f0449 = try c.decodeIfPresent(String.self, forKey: .f0449)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0450) { f0450 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0451) { f0451 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0452) { f0452 = v }
    f0453 = try c.decodeIfPresent(String.self, forKey: .f0453)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0454) { f0454 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0455) { f0455 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0456) { f0456 = v }
    f0457 = try c.decodeIfPresent(String.self, forKey: .f0457)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0458) { f0458 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0459) { f0459 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0460) { f0460 = v }
    f0461 = try c.decodeIfPresent(String.self, forKey: .f0461)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0462) { f0462 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0463) { f0463 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0464) { f0464 = v }
    f0465 = try c.decodeIfPresent(String.self, forKey: .f0465)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0466) { f0466 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0467) { f0467 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0468) { f0468 = v }
    f0469 = try c.decodeIfPresent(String.self, forKey: .f0469)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0470) { f0470 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0471) { f0471 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0472) { f0472 = v }
    f0473 = try c.decodeIfPresent(String.self, forKey: .f0473)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0474) { f0474 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0475) { f0475 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0476) { f0476 = v }
    f0477 = try c.decodeIfPresent(String.self, forKey: .f0477)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0478) { f0478 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0479) { f0479 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0480) { f0480 = v }
    f0481 = try c.decodeIfPresent(String.self, forKey: .f0481)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0482) { f0482 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0483) { f0483 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0484) { f0484 = v }
    f0485 = try c.decodeIfPresent(String.self, forKey: .f0485)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0486) { f0486 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0487) { f0487 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0488) { f0488 = v }
    f0489 = try c.decodeIfPresent(String.self, forKey: .f0489)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0490) { f0490 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0491) { f0491 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0492) { f0492 = v }
    f0493 = try c.decodeIfPresent(String.self, forKey: .f0493)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0494) { f0494 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0495) { f0495 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0496) { f0496 = v }
    f0497 = try c.decodeIfPresent(String.self, forKey: .f0497)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0498) { f0498 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0499) { f0499 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0500) { f0500 = v }
    f0501 = try c.decodeIfPresent(String.self, forKey: .f0501)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0502) { f0502 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0503) { f0503 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0504) { f0504 = v }
    f0505 = try c.decodeIfPresent(String.self, forKey: .f0505)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0506) { f0506 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0507) { f0507 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0508) { f0508 = v }
    f0509 = try c.decodeIfPresent(String.self, forKey: .f0509)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0510) { f0510 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0511) { f0511 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0512) { f0512 = v }
    f0513 = try c.decodeIfPresent(String.self, forKey: .f0513)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0514) { f0514 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0515) { f0515 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0516) { f0516 = v }
    f0517 = try c.decodeIfPresent(String.self, forKey: .f0517)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0518) { f0518 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0519) { f0519 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0520) { f0520 = v }
    f0521 = try c.decodeIfPresent(String.self, forKey: .f0521)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0522) { f0522 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0523) { f0523 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0524) { f0524 = v }
    f0525 = try c.decodeIfPresent(String.self, forKey: .f0525)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0526) { f0526 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0527) { f0527 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0528) { f0528 = v }
    f0529 = try c.decodeIfPresent(String.self, forKey: .f0529)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0530) { f0530 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0531) { f0531 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0532) { f0532 = v }
    f0533 = try c.decodeIfPresent(String.self, forKey: .f0533)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0534) { f0534 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0535) { f0535 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0536) { f0536 = v }
    f0537 = try c.decodeIfPresent(String.self, forKey: .f0537)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0538) { f0538 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0539) { f0539 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0540) { f0540 = v }
    f0541 = try c.decodeIfPresent(String.self, forKey: .f0541)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0542) { f0542 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0543) { f0543 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0544) { f0544 = v }
    f0545 = try c.decodeIfPresent(String.self, forKey: .f0545)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0546) { f0546 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0547) { f0547 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0548) { f0548 = v }
    f0549 = try c.decodeIfPresent(String.self, forKey: .f0549)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0550) { f0550 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0551) { f0551 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0552) { f0552 = v }
    f0553 = try c.decodeIfPresent(String.self, forKey: .f0553)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0554) { f0554 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0555) { f0555 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0556) { f0556 = v }
    f0557 = try c.decodeIfPresent(String.self, forKey: .f0557)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0558) { f0558 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0559) { f0559 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0560) { f0560 = v }
    f0561 = try c.decodeIfPresent(String.self, forKey: .f0561)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0562) { f0562 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0563) { f0563 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0564) { f0564 = v }
    f0565 = try c.decodeIfPresent(String.self, forKey: .f0565)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0566) { f0566 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0567) { f0567 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0568) { f0568 = v }
    f0569 = try c.decodeIfPresent(String.self, forKey: .f0569)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0570) { f0570 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0571) { f0571 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0572) { f0572 = v }
    f0573 = try c.decodeIfPresent(String.self, forKey: .f0573)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0574) { f0574 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0575) { f0575 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0576) { f0576 = v }
    f0577 = try c.decodeIfPresent(String.self, forKey: .f0577)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0578) { f0578 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0579) { f0579 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0580) { f0580 = v }
    f0581 = try c.decodeIfPresent(String.self, forKey: .f0581)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0582) { f0582 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0583) { f0583 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0584) { f0584 = v }
    f0585 = try c.decodeIfPresent(String.self, forKey: .f0585)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0586) { f0586 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0587) { f0587 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0588) { f0588 = v }
    f0589 = try c.decodeIfPresent(String.self, forKey: .f0589)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0590) { f0590 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0591) { f0591 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0592) { f0592 = v }
    f0593 = try c.decodeIfPresent(String.self, forKey: .f0593)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0594) { f0594 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0595) { f0595 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0596) { f0596 = v }
    f0597 = try c.decodeIfPresent(String.self, forKey: .f0597)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0598) { f0598 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0599) { f0599 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0600) { f0600 = v }
    f0601 = try c.decodeIfPresent(String.self, forKey: .f0601)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0602) { f0602 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0603) { f0603 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0604) { f0604 = v }
    f0605 = try c.decodeIfPresent(String.self, forKey: .f0605)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0606) { f0606 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0607) { f0607 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0608) { f0608 = v }
    f0609 = try c.decodeIfPresent(String.self, forKey: .f0609)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0610) { f0610 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0611) { f0611 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0612) { f0612 = v }
    f0613 = try c.decodeIfPresent(String.self, forKey: .f0613)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0614) { f0614 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0615) { f0615 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0616) { f0616 = v }
    f0617 = try c.decodeIfPresent(String.self, forKey: .f0617)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0618) { f0618 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0619) { f0619 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0620) { f0620 = v }
    f0621 = try c.decodeIfPresent(String.self, forKey: .f0621)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0622) { f0622 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0623) { f0623 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0624) { f0624 = v }
    f0625 = try c.decodeIfPresent(String.self, forKey: .f0625)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0626) { f0626 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0627) { f0627 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0628) { f0628 = v }
    f0629 = try c.decodeIfPresent(String.self, forKey: .f0629)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0630) { f0630 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0631) { f0631 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0632) { f0632 = v }
    f0633 = try c.decodeIfPresent(String.self, forKey: .f0633)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0634) { f0634 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0635) { f0635 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0636) { f0636 = v }
    f0637 = try c.decodeIfPresent(String.self, forKey: .f0637)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0638) { f0638 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0639) { f0639 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0640) { f0640 = v }
    f0641 = try c.decodeIfPresent(String.self, forKey: .f0641)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0642) { f0642 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0643) { f0643 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0644) { f0644 = v }
    f0645 = try c.decodeIfPresent(String.self, forKey: .f0645)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0646) { f0646 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0647) { f0647 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0648) { f0648 = v }
    f0649 = try c.decodeIfPresent(String.self, forKey: .f0649)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0650) { f0650 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0651) { f0651 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0652) { f0652 = v }
    f0653 = try c.decodeIfPresent(String.self, forKey: .f0653)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0654) { f0654 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0655) { f0655 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0656) { f0656 = v }
    f0657 = try c.decodeIfPresent(String.self, forKey: .f0657)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0658) { f0658 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0659) { f0659 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0660) { f0660 = v }
    f0661 = try c.decodeIfPresent(String.self, forKey: .f0661)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0662) { f0662 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0663) { f0663 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0664) { f0664 = v }
    f0665 = try c.decodeIfPresent(String.self, forKey: .f0665)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0666) { f0666 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0667) { f0667 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0668) { f0668 = v }
    f0669 = try c.decodeIfPresent(String.self, forKey: .f0669)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0670) { f0670 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0671) { f0671 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0672) { f0672 = v }
    f0673 = try c.decodeIfPresent(String.self, forKey: .f0673)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0674) { f0674 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0675) { f0675 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0676) { f0676 = v }
    f0677 = try c.decodeIfPresent(String.self, forKey: .f0677)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0678) { f0678 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0679) { f0679 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0680) { f0680 = v }
    f0681 = try c.decodeIfPresent(String.self, forKey: .f0681)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0682) { f0682 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0683) { f0683 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0684) { f0684 = v }
    f0685 = try c.decodeIfPresent(String.self, forKey: .f0685)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0686) { f0686 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0687) { f0687 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0688) { f0688 = v }
    f0689 = try c.decodeIfPresent(String.self, forKey: .f0689)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0690) { f0690 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0691) { f0691 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0692) { f0692 = v }
    f0693 = try c.decodeIfPresent(String.self, forKey: .f0693)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0694) { f0694 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0695) { f0695 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0696) { f0696 = v }
    f0697 = try c.decodeIfPresent(String.self, forKey: .f0697)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0698) { f0698 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0699) { f0699 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0700) { f0700 = v }
    f0701 = try c.decodeIfPresent(String.self, forKey: .f0701)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0702) { f0702 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0703) { f0703 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0704) { f0704 = v }
    f0705 = try c.decodeIfPresent(String.self, forKey: .f0705)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0706) { f0706 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0707) { f0707 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0708) { f0708 = v }
    f0709 = try c.decodeIfPresent(String.self, forKey: .f0709)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0710) { f0710 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0711) { f0711 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0712) { f0712 = v }
    f0713 = try c.decodeIfPresent(String.self, forKey: .f0713)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0714) { f0714 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0715) { f0715 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0716) { f0716 = v }
    f0717 = try c.decodeIfPresent(String.self, forKey: .f0717)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0718) { f0718 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0719) { f0719 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0720) { f0720 = v }
    f0721 = try c.decodeIfPresent(String.self, forKey: .f0721)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0722) { f0722 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0723) { f0723 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0724) { f0724 = v }
    f0725 = try c.decodeIfPresent(String.self, forKey: .f0725)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0726) { f0726 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0727) { f0727 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0728) { f0728 = v }
    f0729 = try c.decodeIfPresent(String.self, forKey: .f0729)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0730) { f0730 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0731) { f0731 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0732) { f0732 = v }
    f0733 = try c.decodeIfPresent(String.self, forKey: .f0733)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0734) { f0734 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0735) { f0735 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0736) { f0736 = v }
    f0737 = try c.decodeIfPresent(String.self, forKey: .f0737)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0738) { f0738 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0739) { f0739 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0740) { f0740 = v }
    f0741 = try c.decodeIfPresent(String.self, forKey: .f0741)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0742) { f0742 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0743) { f0743 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0744) { f0744 = v }
    f0745 = try c.decodeIfPresent(String.self, forKey: .f0745)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0746) { f0746 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0747) { f0747 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0748) { f0748 = v }
    f0749 = try c.decodeIfPresent(String.self, forKey: .f0749)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0750) { f0750 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0751) { f0751 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0752) { f0752 = v }
    f0753 = try c.decodeIfPresent(String.self, forKey: .f0753)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0754) { f0754 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0755) { f0755 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0756) { f0756 = v }
    f0757 = try c.decodeIfPresent(String.self, forKey: .f0757)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0758) { f0758 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0759) { f0759 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0760) { f0760 = v }
    f0761 = try c.decodeIfPresent(String.self, forKey: .f0761)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0762) { f0762 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0763) { f0763 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0764) { f0764 = v }
    f0765 = try c.decodeIfPresent(String.self, forKey: .f0765)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0766) { f0766 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0767) { f0767 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0768) { f0768 = v }
    f0769 = try c.decodeIfPresent(String.self, forKey: .f0769)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0770) { f0770 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0771) { f0771 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0772) { f0772 = v }
    f0773 = try c.decodeIfPresent(String.self, forKey: .f0773)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0774) { f0774 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0775) { f0775 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0776) { f0776 = v }
    f0777 = try c.decodeIfPresent(String.self, forKey: .f0777)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0778) { f0778 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0779) { f0779 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0780) { f0780 = v }
    f0781 = try c.decodeIfPresent(String.self, forKey: .f0781)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0782) { f0782 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0783) { f0783 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0784) { f0784 = v }
    f0785 = try c.decodeIfPresent(String.self, forKey: .f0785)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0786) { f0786 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0787) { f0787 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0788) { f0788 = v }
    f0789 = try c.decodeIfPresent(String.self, forKey: .f0789)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0790) { f0790 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0791) { f0791 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0792) { f0792 = v }
    f0793 = try c.decodeIfPresent(String.self, forKey: .f0793)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0794) { f0794 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0795) { f0795 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0796) { f0796 = v }
    f0797 = try c.decodeIfPresent(String.self, forKey: .f0797)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0798) { f0798 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0799) { f0799 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0800) { f0800 = v }
    f0801 = try c.decodeIfPresent(String.self, forKey: .f0801)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0802) { f0802 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0803) { f0803 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0804) { f0804 = v }
    f0805 = try c.decodeIfPresent(String.self, forKey: .f0805)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0806) { f0806 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0807) { f0807 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0808) { f0808 = v }
    f0809 = try c.decodeIfPresent(String.self, forKey: .f0809)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0810) { f0810 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0811) { f0811 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0812) { f0812 = v }
    f0813 = try c.decodeIfPresent(String.self, forKey: .f0813)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0814) { f0814 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0815) { f0815 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0816) { f0816 = v }
    f0817 = try c.decodeIfPresent(String.self, forKey: .f0817)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0818) { f0818 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0819) { f0819 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0820) { f0820 = v }
    f0821 = try c.decodeIfPresent(String.self, forKey: .f0821)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0822) { f0822 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0823) { f0823 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0824) { f0824 = v }
    f0825 = try c.decodeIfPresent(String.self, forKey: .f0825)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0826) { f0826 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0827) { f0827 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0828) { f0828 = v }
    f0829 = try c.decodeIfPresent(String.self, forKey: .f0829)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0830) { f0830 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0831) { f0831 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0832) { f0832 = v }
    f0833 = try c.decodeIfPresent(String.self, forKey: .f0833)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0834) { f0834 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0835) { f0835 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0836) { f0836 = v }
    f0837 = try c.decodeIfPresent(String.self, forKey: .f0837)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0838) { f0838 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0839) { f0839 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0840) { f0840 = v }
    f0841 = try c.decodeIfPresent(String.self, forKey: .f0841)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0842) { f0842 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0843) { f0843 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0844) { f0844 = v }
    f0845 = try c.decodeIfPresent(String.self, forKey: .f0845)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0846) { f0846 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0847) { f0847 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0848) { f0848 = v }
    f0849 = try c.decodeIfPresent(String.self, forKey: .f0849)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0850) { f0850 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0851) { f0851 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0852) { f0852 = v }
    f0853 = try c.decodeIfPresent(String.self, forKey: .f0853)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0854) { f0854 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0855) { f0855 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0856) { f0856 = v }
    f0857 = try c.decodeIfPresent(String.self, forKey: .f0857)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0858) { f0858 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0859) { f0859 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0860) { f0860 = v }
    f0861 = try c.decodeIfPresent(String.self, forKey: .f0861)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0862) { f0862 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0863) { f0863 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0864) { f0864 = v }
    f0865 = try c.decodeIfPresent(String.self, forKey: .f0865)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0866) { f0866 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0867) { f0867 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0868) { f0868 = v }
    f0869 = try c.decodeIfPresent(String.self, forKey: .f0869)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0870) { f0870 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0871) { f0871 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0872) { f0872 = v }
    f0873 = try c.decodeIfPresent(String.self, forKey: .f0873)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0874) { f0874 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0875) { f0875 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0876) { f0876 = v }
    f0877 = try c.decodeIfPresent(String.self, forKey: .f0877)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0878) { f0878 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0879) { f0879 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0880) { f0880 = v }
    f0881 = try c.decodeIfPresent(String.self, forKey: .f0881)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0882) { f0882 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0883) { f0883 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0884) { f0884 = v }
    f0885 = try c.decodeIfPresent(String.self, forKey: .f0885)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0886) { f0886 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0887) { f0887 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0888) { f0888 = v }
    f0889 = try c.decodeIfPresent(String.self, forKey: .f0889)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0890) { f0890 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0891) { f0891 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0892) { f0892 = v }
    f0893 = try c.decodeIfPresent(String.self, forKey: .f0893)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0894) { f0894 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0895) { f0895 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0896) { f0896 = v }
    f0897 = try c.decodeIfPresent(String.self, forKey: .f0897)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0898) { f0898 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0899) { f0899 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0900) { f0900 = v }
    f0901 = try c.decodeIfPresent(String.self, forKey: .f0901)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0902) { f0902 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0903) { f0903 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0904) { f0904 = v }
    f0905 = try c.decodeIfPresent(String.self, forKey: .f0905)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0906) { f0906 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0907) { f0907 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0908) { f0908 = v }
    f0909 = try c.decodeIfPresent(String.self, forKey: .f0909)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0910) { f0910 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0911) { f0911 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0912) { f0912 = v }
    f0913 = try c.decodeIfPresent(String.self, forKey: .f0913)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0914) { f0914 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0915) { f0915 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0916) { f0916 = v }
    f0917 = try c.decodeIfPresent(String.self, forKey: .f0917)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0918) { f0918 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0919) { f0919 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0920) { f0920 = v }
    f0921 = try c.decodeIfPresent(String.self, forKey: .f0921)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0922) { f0922 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0923) { f0923 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0924) { f0924 = v }
    f0925 = try c.decodeIfPresent(String.self, forKey: .f0925)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0926) { f0926 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0927) { f0927 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0928) { f0928 = v }
    f0929 = try c.decodeIfPresent(String.self, forKey: .f0929)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0930) { f0930 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0931) { f0931 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0932) { f0932 = v }
    f0933 = try c.decodeIfPresent(String.self, forKey: .f0933)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0934) { f0934 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0935) { f0935 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0936) { f0936 = v }
    f0937 = try c.decodeIfPresent(String.self, forKey: .f0937)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0938) { f0938 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0939) { f0939 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0940) { f0940 = v }
    f0941 = try c.decodeIfPresent(String.self, forKey: .f0941)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0942) { f0942 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0943) { f0943 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0944) { f0944 = v }
    f0945 = try c.decodeIfPresent(String.self, forKey: .f0945)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0946) { f0946 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0947) { f0947 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0948) { f0948 = v }
    f0949 = try c.decodeIfPresent(String.self, forKey: .f0949)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0950) { f0950 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0951) { f0951 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0952) { f0952 = v }
    f0953 = try c.decodeIfPresent(String.self, forKey: .f0953)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0954) { f0954 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0955) { f0955 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0956) { f0956 = v }
    f0957 = try c.decodeIfPresent(String.self, forKey: .f0957)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0958) { f0958 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0959) { f0959 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0960) { f0960 = v }
    f0961 = try c.decodeIfPresent(String.self, forKey: .f0961)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0962) { f0962 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0963) { f0963 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0964) { f0964 = v }
    f0965 = try c.decodeIfPresent(String.self, forKey: .f0965)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0966) { f0966 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0967) { f0967 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0968) { f0968 = v }
    f0969 = try c.decodeIfPresent(String.self, forKey: .f0969)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0970) { f0970 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0971) { f0971 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0972) { f0972 = v }
    f0973 = try c.decodeIfPresent(String.self, forKey: .f0973)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0974) { f0974 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0975) { f0975 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0976) { f0976 = v }
    f0977 = try c.decodeIfPresent(String.self, forKey: .f0977)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0978) { f0978 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0979) { f0979 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0980) { f0980 = v }
    f0981 = try c.decodeIfPresent(String.self, forKey: .f0981)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0982) { f0982 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0983) { f0983 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0984) { f0984 = v }
    f0985 = try c.decodeIfPresent(String.self, forKey: .f0985)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0986) { f0986 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0987) { f0987 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0988) { f0988 = v }
    f0989 = try c.decodeIfPresent(String.self, forKey: .f0989)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0990) { f0990 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0991) { f0991 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0992) { f0992 = v }
    f0993 = try c.decodeIfPresent(String.self, forKey: .f0993)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0994) { f0994 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0995) { f0995 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f0996) { f0996 = v }
    f0997 = try c.decodeIfPresent(String.self, forKey: .f0997)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f0998) { f0998 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f0999) { f0999 = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(f0000, forKey: .f0000)
    try c.encodeIfPresent(f0001, forKey: .f0001)
    try c.encode(f0002, forKey: .f0002)
    try c.encode(f0003, forKey: .f0003)
    try c.encode(f0004, forKey: .f0004)
    try c.encodeIfPresent(f0005, forKey: .f0005)
    try c.encode(f0006, forKey: .f0006)
    try c.encode(f0007, forKey: .f0007)
    try c.encode(f0008, forKey: .f0008)
    try c.encodeIfPresent(f0009, forKey: .f0009)
    try c.encode(f0010, forKey: .f0010)
    try c.encode(f0011, forKey: .f0011)
    try c.encode(f0012, forKey: .f0012)
    try c.encodeIfPresent(f0013, forKey: .f0013)
    try c.encode(f0014, forKey: .f0014)
    try c.encode(f0015, forKey: .f0015)
    try c.encode(f0016, forKey: .f0016)
    try c.encodeIfPresent(f0017, forKey: .f0017)
    try c.encode(f0018, forKey: .f0018)
    try c.encode(f0019, forKey: .f0019)
    try c.encode(f0020, forKey: .f0020)
    try c.encodeIfPresent(f0021, forKey: .f0021)
    try c.encode(f0022, forKey: .f0022)
    try c.encode(f0023, forKey: .f0023)
    try c.encode(f0024, forKey: .f0024)
    try c.encodeIfPresent(f0025, forKey: .f0025)
    try c.encode(f0026, forKey: .f0026)
    try c.encode(f0027, forKey: .f0027)
    try c.encode(f0028, forKey: .f0028)
    try c.encodeIfPresent(f0029, forKey: .f0029)
    try c.encode(f0030, forKey: .f0030)
    try c.encode(f0031, forKey: .f0031)
    try c.encode(f0032, forKey: .f0032)
    try c.encodeIfPresent(f0033, forKey: .f0033)
    try c.encode(f0034, forKey: .f0034)
    try c.encode(f0035, forKey: .f0035)
    try c.encode(f0036, forKey: .f0036)
    try c.encodeIfPresent(f0037, forKey: .f0037)
    try c.encode(f0038, forKey: .f0038)
    try c.encode(f0039, forKey: .f0039)
    try c.encode(f0040, forKey: .f0040)
    try c.encodeIfPresent(f0041, forKey: .f0041)
    try c.encode(f0042, forKey: .f0042)
    try c.encode(f0043, forKey: .f0043)
    try c.encode(f0044, forKey: .f0044)
    try c.encodeIfPresent(f0045, forKey: .f0045)
    try c.encode(f0046, forKey: .f0046)
    try c.encode(f0047, forKey: .f0047)
    try c.encode(f0048, forKey: .f0048)
    try c.encodeIfPresent(f0049, forKey: .f0049)
    try c.encode(f0050, forKey: .f0050)
    try c.encode(f0051, forKey: .f0051)
    try c.encode(f0052, forKey: .f0052)
    try c.encodeIfPresent(f0053, forKey: .f0053)
    try c.encode(f0054, forKey: .f0054)
    try c.encode(f0055, forKey: .f0055)
    try c.encode(f0056, forKey: .f0056)
    try c.encodeIfPresent(f0057, forKey: .f0057)
    try c.encode(f0058, forKey: .f0058)
    try c.encode(f0059, forKey: .f0059)
    try c.encode(f0060, forKey: .f0060)
    try c.encodeIfPresent(f0061, forKey: .f0061)
    try c.encode(f0062, forKey: .f0062)
    try c.encode(f0063, forKey: .f0063)
    try c.encode(f0064, forKey: .f0064)
    try c.encodeIfPresent(f0065, forKey: .f0065)
    try c.encode(f0066, forKey: .f0066)
    try c.encode(f0067, forKey: .f0067)
    try c.encode(f0068, forKey: .f0068)
    try c.encodeIfPresent(f0069, forKey: .f0069)
    try c.encode(f0070, forKey: .f0070)
    try c.encode(f0071, forKey: .f0071)
    try c.encode(f0072, forKey: .f0072)
    try c.encodeIfPresent(f0073, forKey: .f0073)
    try c.encode(f0074, forKey: .f0074)
    try c.encode(f0075, forKey: .f0075)
    try c.encode(f0076, forKey: .f0076)
    try c.encodeIfPresent(f0077, forKey: .f0077)
    try c.encode(f0078, forKey: .f0078)
    try c.encode(f0079, forKey: .f0079)
    try c.encode(f0080, forKey: .f0080)
    try c.encodeIfPresent(f0081, forKey: .f0081)
    try c.encode(f0082, forKey: .f0082)
    try c.encode(f0083, forKey: .f0083)
    try c.encode(f0084, forKey: .f0084)
    try c.encodeIfPresent(f0085, forKey: .f0085)
    try c.encode(f0086, forKey: .f0086)
    try c.encode(f0087, forKey: .f0087)
    try c.encode(f0088, forKey: .f0088)
    try c.encodeIfPresent(f0089, forKey: .f0089)
    try c.encode(f0090, forKey: .f0090)
    try c.encode(f0091, forKey: .f0091)
    try c.encode(f0092, forKey: .f0092)
    try c.encodeIfPresent(f0093, forKey: .f0093)
    try c.encode(f0094, forKey: .f0094)
    try c.encode(f0095, forKey: .f0095)
    try c.encode(f0096, forKey: .f0096)
    try c.encodeIfPresent(f0097, forKey: .f0097)
    try c.encode(f0098, forKey: .f0098)
    try c.encode(f0099, forKey: .f0099)
    try c.encode(f0100, forKey: .f0100)
    try c.encodeIfPresent(f0101, forKey: .f0101)
    try c.encode(f0102, forKey: .f0102)
    try c.encode(f0103, forKey: .f0103)
    try c.encode(f0104, forKey: .f0104)
    try c.encodeIfPresent(f0105, forKey: .f0105)
    try c.encode(f0106, forKey: .f0106)
    try c.encode(f0107, forKey: .f0107)
    try c.encode(f0108, forKey: .f0108)
    try c.encodeIfPresent(f0109, forKey: .f0109)
    try c.encode(f0110, forKey: .f0110)
    try c.encode(f0111, forKey: .f0111)
    try c.encode(f0112, forKey: .f0112)
    try c.encodeIfPresent(f0113, forKey: .f0113)
    try c.encode(f0114, forKey: .f0114)
    try c.encode(f0115, forKey: .f0115)
    try c.encode(f0116, forKey: .f0116)
    try c.encodeIfPresent(f0117, forKey: .f0117)
    try c.encode(f0118, forKey: .f0118)
    try c.encode(f0119, forKey: .f0119)
    try c.encode(f0120, forKey: .f0120)
    try c.encodeIfPresent(f0121, forKey: .f0121)
    try c.encode(f0122, forKey: .f0122)
    try c.encode(f0123, forKey: .f0123)
    try c.encode(f0124, forKey: .f0124)
    try c.encodeIfPresent(f0125, forKey: .f0125)
    try c.encode(f0126, forKey: .f0126)
    try c.encode(f0127, forKey: .f0127)
    try c.encode(f0128, forKey: .f0128)
    try c.encodeIfPresent(f0129, forKey: .f0129)
    try c.encode(f0130, forKey: .f0130)
    try c.encode(f0131, forKey: .f0131)
    try c.encode(f0132, forKey: .f0132)
    try c.encodeIfPresent(f0133, forKey: .f0133)
    try c.encode(f0134, forKey: .f0134)
    try c.encode(f0135, forKey: .f0135)
    try c.encode(f0136, forKey: .f0136)
    try c.encodeIfPresent(f0137, forKey: .f0137)
    try c.encode(f0138, forKey: .f0138)
    try c.encode(f0139, forKey: .f0139)
    try c.encode(f0140, forKey: .f0140)
    try c.encodeIfPresent(f0141, forKey: .f0141)
    try c.encode(f0142, forKey: .f0142)
    try c.encode(f0143, forKey: .f0143)
    try c.encode(f0144, forKey: .f0144)
    try c.encodeIfPresent(f0145, forKey: .f0145)
    try c.encode(f0146, forKey: .f0146)
    try c.encode(f0147, forKey: .f0147)
    try c.encode(f0148, forKey: .f0148)
    try c.encodeIfPresent(f0149, forKey: .f0149)
    try c.encode(f0150, forKey: .f0150)
    try c.encode(f0151, forKey: .f0151)
    try c.encode(f0152, forKey: .f0152)
    try c.encodeIfPresent(f0153, forKey: .f0153)
    try c.encode(f0154, forKey: .f0154)
    try c.encode(f0155, forKey: .f0155)
    try c.encode(f0156, forKey: .f0156)
    try c.encodeIfPresent(f0157, forKey: .f0157)
    try c.encode(f0158, forKey: .f0158)
    try c.encode(f0159, forKey: .f0159)
    try c.encode(f0160, forKey: .f0160)
    try c.encodeIfPresent(f0161, forKey: .f0161)
    try c.encode(f0162, forKey: .f0162)
    try c.encode(f0163, forKey: .f0163)
    try c.encode(f0164, forKey: .f0164)
    try c.encodeIfPresent(f0165, forKey: .f0165)
    try c.encode(f0166, forKey: .f0166)
    try c.encode(f0167, forKey: .f0167)
    try c.encode(f0168, forKey: .f0168)
    try c.encodeIfPresent(f0169, forKey: .f0169)
    try c.encode(f0170, forKey: .f0170)
    try c.encode(f0171, forKey: .f0171)
    try c.encode(f0172, forKey: .f0172)
    try c.encodeIfPresent(f0173, forKey: .f0173)
    try c.encode(f0174, forKey: .f0174)
    try c.encode(f0175, forKey: .f0175)
    try c.encode(f0176, forKey: .f0176)
    try c.encodeIfPresent(f0177, forKey: .f0177)
    try c.encode(f0178, forKey: .f0178)
    try c.encode(f0179, forKey: .f0179)
    try c.encode(f0180, forKey: .f0180)
    try c.encodeIfPresent(f0181, forKey: .f0181)
    try c.encode(f0182, forKey: .f0182)
    try c.encode(f0183, forKey: .f0183)
    try c.encode(f0184, forKey: .f0184)
    try c.encodeIfPresent(f0185, forKey: .f0185)
    try c.encode(f0186, forKey: .f0186)
    try c.encode(f0187, forKey: .f0187)
    try c.encode(f0188, forKey: .f0188)
    try c.encodeIfPresent(f0189, forKey: .f0189)
    try c.encode(f0190, forKey: .f0190)
    try c.encode(f0191, forKey: .f0191)
    try c.encode(f0192, forKey: .f0192)
    try c.encodeIfPresent(f0193, forKey: .f0193)
    try c.encode(f0194, forKey: .f0194)
    try c.encode(f0195, forKey: .f0195)
    try c.encode(f0196, forKey: .f0196)
    try c.encodeIfPresent(f0197, forKey: .f0197)
    try c.encode(f0198, forKey: .f0198)
    try c.encode(f0199, forKey: .f0199)
    try c.encode(f0200, forKey: .f0200)
    try c.encodeIfPresent(f0201, forKey: .f0201)
    try c.encode(f0202, forKey: .f0202)
    try c.encode(f0203, forKey: .f0203)
    try c.encode(f0204, forKey: .f0204)
    try c.encodeIfPresent(f0205, forKey: .f0205)
    try c.encode(f0206, forKey: .f0206)
    try c.encode(f0207, forKey: .f0207)
    try c.encode(f0208, forKey: .f0208)
    try c.encodeIfPresent(f0209, forKey: .f0209)
    try c.encode(f0210, forKey: .f0210)
    try c.encode(f0211, forKey: .f0211)
    try c.encode(f0212, forKey: .f0212)
    try c.encodeIfPresent(f0213, forKey: .f0213)
    try c.encode(f0214, forKey: .f0214)
    try c.encode(f0215, forKey: .f0215)
    try c.encode(f0216, forKey: .f0216)
    try c.encodeIfPresent(f0217, forKey: .f0217)
    try c.encode(f0218, forKey: .f0218)
    try c.encode(f0219, forKey: .f0219)
    try c.encode(f0220, forKey: .f0220)
    try c.encodeIfPresent(f0221, forKey: .f0221)
    try c.encode(f0222, forKey: .f0222)
    try c.encode(f0223, forKey: .f0223)
    try c.encode(f0224, forKey: .f0224)
    try c.encodeIfPresent(f0225, forKey: .f0225)
    try c.encode(f0226, forKey: .f0226)
    try c.encode(f0227, forKey: .f0227)
    try c.encode(f0228, forKey: .f0228)
    try c.encodeIfPresent(f0229, forKey: .f0229)
    try c.encode(f0230, forKey: .f0230)
    try c.encode(f0231, forKey: .f0231)
    try c.encode(f0232, forKey: .f0232)
    try c.encodeIfPresent(f0233, forKey: .f0233)
    try c.encode(f0234, forKey: .f0234)
    try c.encode(f0235, forKey: .f0235)
    try c.encode(f0236, forKey: .f0236)
    try c.encodeIfPresent(f0237, forKey: .f0237)
    try c.encode(f0238, forKey: .f0238)
    try c.encode(f0239, forKey: .f0239)
    try c.encode(f0240, forKey: .f0240)
    try c.encodeIfPresent(f0241, forKey: .f0241)
    try c.encode(f0242, forKey: .f0242)
    try c.encode(f0243, forKey: .f0243)
    try c.encode(f0244, forKey: .f0244)
    try c.encodeIfPresent(f0245, forKey: .f0245)
    try c.encode(f0246, forKey: .f0246)
    try c.encode(f0247, forKey: .f0247)
    try c.encode(f0248, forKey: .f0248)
    try c.encodeIfPresent(f0249, forKey: .f0249)
    try c.encode(f0250, forKey: .f0250)
    try c.encode(f0251, forKey: .f0251)
    try c.encode(f0252, forKey: .f0252)
    try c.encodeIfPresent(f0253, forKey: .f0253)
    try c.encode(f0254, forKey: .f0254)
    try c.encode(f0255, forKey: .f0255)
    try c.encode(f0256, forKey: .f0256)
    try c.encodeIfPresent(f0257, forKey: .f0257)
    try c.encode(f0258, forKey: .f0258)
    try c.encode(f0259, forKey: .f0259)
    try c.encode(f0260, forKey: .f0260)
    try c.encodeIfPresent(f0261, forKey: .f0261)
    try c.encode(f0262, forKey: .f0262)
    try c.encode(f0263, forKey: .f0263)
    try c.encode(f0264, forKey: .f0264)
    try c.encodeIfPresent(f0265, forKey: .f0265)
    try c.encode(f0266, forKey: .f0266)
    try c.encode(f0267, forKey: .f0267)
    try c.encode(f0268, forKey: .f0268)
    try c.encodeIfPresent(f0269, forKey: .f0269)
    try c.encode(f0270, forKey: .f0270)
    try c.encode(f0271, forKey: .f0271)
    try c.encode(f0272, forKey: .f0272)
    try c.encodeIfPresent(f0273, forKey: .f0273)
    try c.encode(f0274, forKey: .f0274)
    try c.encode(f0275, forKey: .f0275)
    try c.encode(f0276, forKey: .f0276)
    try c.encodeIfPresent(f0277, forKey: .f0277)
    try c.encode(f0278, forKey: .f0278)
    try c.encode(f0279, forKey: .f0279)
    try c.encode(f0280, forKey: .f0280)
    try c.encodeIfPresent(f0281, forKey: .f0281)
    try c.encode(f0282, forKey: .f0282)
    try c.encode(f0283, forKey: .f0283)
    try c.encode(f0284, forKey: .f0284)
    try c.encodeIfPresent(f0285, forKey: .f0285)
    try c.encode(f0286, forKey: .f0286)
    try c.encode(f0287, forKey: .f0287)
    try c.encode(f0288, forKey: .f0288)
    try c.encodeIfPresent(f0289, forKey: .f0289)
    try c.encode(f0290, forKey: .f0290)
    try c.encode(f0291, forKey: .f0291)
    try c.encode(f0292, forKey: .f0292)
    try c.encodeIfPresent(f0293, forKey: .f0293)
    try c.encode(f0294, forKey: .f0294)
    try c.encode(f0295, forKey: .f0295)
    try c.encode(f0296, forKey: .f0296)
    try c.encodeIfPresent(f0297, forKey: .f0297)
    try c.encode(f0298, forKey: .f0298)
    try c.encode(f0299, forKey: .f0299)
    try c.encode(f0300, forKey: .f0300)
    try c.encodeIfPresent(f0301, forKey: .f0301)
    try c.encode(f0302, forKey: .f0302)
    try c.encode(f0303, forKey: .f0303)
    try c.encode(f0304, forKey: .f0304)
    try c.encodeIfPresent(f0305, forKey: .f0305)
    try c.encode(f0306, forKey: .f0306)
    try c.encode(f0307, forKey: .f0307)
    try c.encode(f0308, forKey: .f0308)
    try c.encodeIfPresent(f0309, forKey: .f0309)
    try c.encode(f0310, forKey: .f0310)
    try c.encode(f0311, forKey: .f0311)
    try c.encode(f0312, forKey: .f0312)
    try c.encodeIfPresent(f0313, forKey: .f0313)
    try c.encode(f0314, forKey: .f0314)
    try c.encode(f0315, forKey: .f0315)
    try c.encode(f0316, forKey: .f0316)
    try c.encodeIfPresent(f0317, forKey: .f0317)
    try c.encode(f0318, forKey: .f0318)
    try c.encode(f0319, forKey: .f0319)
    try c.encode(f0320, forKey: .f0320)
    try c.encodeIfPresent(f0321, forKey: .f0321)
    try c.encode(f0322, forKey: .f0322)
    try c.encode(f0323, forKey: .f0323)
    try c.encode(f0324, forKey: .f0324)
    try c.encodeIfPresent(f0325, forKey: .f0325)
    try c.encode(f0326, forKey: .f0326)
    try c.encode(f0327, forKey: .f0327)
    try c.encode(f0328, forKey: .f0328)
    try c.encodeIfPresent(f0329, forKey: .f0329)
    try c.encode(f0330, forKey: .f0330)
    try c.encode(f0331, forKey: .f0331)
    try c.encode(f0332, forKey: .f0332)
    try c.encodeIfPresent(f0333, forKey: .f0333)
    try c.encode(f0334, forKey: .f0334)
    try c.encode(f0335, forKey: .f0335)
    try c.encode(f0336, forKey: .f0336)
    try c.encodeIfPresent(f0337, forKey: .f0337)
    try c.encode(f0338, forKey: .f0338)
    try c.encode(f0339, forKey: .f0339)
    try c.encode(f0340, forKey: .f0340)
    try c.encodeIfPresent(f0341, forKey: .f0341)
    try c.encode(f0342, forKey: .f0342)
    try c.encode(f0343, forKey: .f0343)
    try c.encode(f0344, forKey: .f0344)
    try c.encodeIfPresent(f0345, forKey: .f0345)
    try c.encode(f0346, forKey: .f0346)
    try c.encode(f0347, forKey: .f0347)
    try c.encode(f0348, forKey: .f0348)
    try c.encodeIfPresent(f0349, forKey: .f0349)
    try c.encode(f0350, forKey: .f0350)
    try c.encode(f0351, forKey: .f0351)
    try c.encode(f0352, forKey: .f0352)
    try c.encodeIfPresent(f0353, forKey: .f0353)
    try c.encode(f0354, forKey: .f0354)
    try c.encode(f0355, forKey: .f0355)
    try c.encode(f0356, forKey: .f0356)
    try c.encodeIfPresent(f0357, forKey: .f0357)
    try c.encode(f0358, forKey: .f0358)
    try c.encode(f0359, forKey: .f0359)
    try c.encode(f0360, forKey: .f0360)
    try c.encodeIfPresent(f0361, forKey: .f0361)
    try c.encode(f0362, forKey: .f0362)
    try c.encode(f0363, forKey: .f0363)
    try c.encode(f0364, forKey: .f0364)
    try c.encodeIfPresent(f0365, forKey: .f0365)
    try c.encode(f0366, forKey: .f0366)
    try c.encode(f0367, forKey: .f0367)
    try c.encode(f0368, forKey: .f0368)
    try c.encodeIfPresent(f0369, forKey: .f0369)
    try c.encode(f0370, forKey: .f0370)
    try c.encode(f0371, forKey: .f0371)
    try c.encode(f0372, forKey: .f0372)
    try c.encodeIfPresent(f0373, forKey: .f0373)
    try c.encode(f0374, forKey: .f0374)
    try c.encode(f0375, forKey: .f0375)
    try c.encode(f0376, forKey: .f0376)
    try c.encodeIfPresent(f0377, forKey: .f0377)
    try c.encode(f0378, forKey: .f0378)
    try c.encode(f0379, forKey: .f0379)
    try c.encode(f0380, forKey: .f0380)
    try c.encodeIfPresent(f0381, forKey: .f0381)
    try c.encode(f0382, forKey: .f0382)
    try c.encode(f0383, forKey: .f0383)
    try c.encode(f0384, forKey: .f0384)
    try c.encodeIfPresent(f0385, forKey: .f0385)
    try c.encode(f0386, forKey: .f0386)
    try c.encode(f0387, forKey: .f0387)
    try c.encode(f0388, forKey: .f0388)
    try c.encodeIfPresent(f0389, forKey: .f0389)
    try c.encode(f0390, forKey: .f0390)
    try c.encode(f0391, forKey: .f0391)
    try c.encode(f0392, forKey: .f0392)
    try c.encodeIfPresent(f0393, forKey: .f0393)
    try c.encode(f0394, forKey: .f0394)
    try c.encode(f0395, forKey: .f0395)
    try c.encode(f0396, forKey: .f0396)
    try c.encodeIfPresent(f0397, forKey: .f0397)
    try c.encode(f0398, forKey: .f0398)
    try c.encode(f0399, forKey: .f0399)
    try c.encode(f0400, forKey: .f0400)
    try c.encodeIfPresent(f0401, forKey: .f0401)
    try c.encode(f0402, forKey: .f0402)
    try c.encode(f0403, forKey: .f0403)
    try c.encode(f0404, forKey: .f0404)
    try c.encodeIfPresent(f0405, forKey: .f0405)
    try c.encode(f0406, forKey: .f0406)
    try c.encode(f0407, forKey: .f0407)
    try c.encode(f0408, forKey: .f0408)
    try c.encodeIfPresent(f0409, forKey: .f0409)
    try c.encode(f0410, forKey: .f0410)
    try c.encode(f0411, forKey: .f0411)
    try c.encode(f0412, forKey: .f0412)
    try c.encodeIfPresent(f0413, forKey: .f0413)
    try c.encode(f0414, forKey: .f0414)
    try c.encode(f0415, forKey: .f0415)
    try c.encode(f0416, forKey: .f0416)
    try c.encodeIfPresent(f0417, forKey: .f0417)
    try c.encode(f0418, forKey: .f0418)
    try c.encode(f0419, forKey: .f0419)
    try c.encode(f0420, forKey: .f0420)
    try c.encodeIfPresent(f0421, forKey: .f0421)
    try c.encode(f0422, forKey: .f0422)
    try c.encode(f0423, forKey: .f0423)
    try c.encode(f0424, forKey: .f0424)
    try c.encodeIfPresent(f0425, forKey: .f0425)
    try c.encode(f0426, forKey: .f0426)
    try c.encode(f0427, forKey: .f0427)
    try c.encode(f0428, forKey: .f0428)
    try c.encodeIfPresent(f0429, forKey: .f0429)
    try c.encode(f0430, forKey: .f0430)
    try c.encode(f0431, forKey: .f0431)
    try c.encode(f0432, forKey: .f0432)
    try c.encodeIfPresent(f0433, forKey: .f0433)
    try c.encode(f0434, forKey: .f0434)
    try c.encode(f0435, forKey: .f0435)
    try c.encode(f0436, forKey: .f0436)
    try c.encodeIfPresent(f0437, forKey: .f0437)
    try c.encode(f0438, forKey: .f0438)
    try c.encode(f0439, forKey: .f0439)
    try c.encode(f0440, forKey: .f0440)
    try c.encodeIfPresent(f0441, forKey: .f0441)
    try c.encode(f0442, forKey: .f0442)
    try c.encode(f0443, forKey: .f0443)
    try c.encode(f0444, forKey: .f0444)
    try c.encodeIfPresent(f0445, forKey: .f0445)
    try c.encode(f0446, forKey: .f0446)
    try c.encode(f0447, forKey: .f0447)
    try c.encode(f0448, forKey: .f0448)
    try c.encodeIfPresent(f0449, forKey: .f0449)
    try c.encode(f0450, forKey: .f0450)
    try c.encode(f0451, forKey: .f0451)
    try c.encode(f0452, forKey: .f0452)
    try c.encodeIfPresent(f0453, forKey: .f0453)
    try c.encode(f0454, forKey: .f0454)
    try c.encode(f0455, forKey: .f0455)
    try c.encode(f0456, forKey: .f0456)
    try c.encodeIfPresent(f0457, forKey: .f0457)
    try c.encode(f0458, forKey: .f0458)
    try c.encode(f0459, forKey: .f0459)
    try c.encode(f0460, forKey: .f0460)
    try c.encodeIfPresent(f0461, forKey: .f0461)
    try c.encode(f0462, forKey: .f0462)
    try c.encode(f0463, forKey: .f0463)
    try c.encode(f0464, forKey: .f0464)
    try c.encodeIfPresent(f0465, forKey: .f0465)
    try c.encode(f0466, forKey: .f0466)
    try c.encode(f0467, forKey: .f0467)
    try c.encode(f0468, forKey: .f0468)
    try c.encodeIfPresent(f0469, forKey: .f0469)
    try c.encode(f0470, forKey: .f0470)
    try c.encode(f0471, forKey: .f0471)
    try c.encode(f0472, forKey: .f0472)
    try c.encodeIfPresent(f0473, forKey: .f0473)
    try c.encode(f0474, forKey: .f0474)
    try c.encode(f0475, forKey: .f0475)
    try c.encode(f0476, forKey: .f0476)
    try c.encodeIfPresent(f0477, forKey: .f0477)
    try c.encode(f0478, forKey: .f0478)
    try c.encode(f0479, forKey: .f0479)
    try c.encode(f0480, forKey: .f0480)
    try c.encodeIfPresent(f0481, forKey: .f0481)
    try c.encode(f0482, forKey: .f0482)
    try c.encode(f0483, forKey: .f0483)
    try c.encode(f0484, forKey: .f0484)
    try c.encodeIfPresent(f0485, forKey: .f0485)
    try c.encode(f0486, forKey: .f0486)
    try c.encode(f0487, forKey: .f0487)
    try c.encode(f0488, forKey: .f0488)
    try c.encodeIfPresent(f0489, forKey: .f0489)
    try c.encode(f0490, forKey: .f0490)
    try c.encode(f0491, forKey: .f0491)
    try c.encode(f0492, forKey: .f0492)
    try c.encodeIfPresent(f0493, forKey: .f0493)
    try c.encode(f0494, forKey: .f0494)
    try c.encode(f0495, forKey: .f0495)
    try c.encode(f0496, forKey: .f0496)
    try c.encodeIfPresent(f0497, forKey: .f0497)
    try c.encode(f0498, forKey: .f0498)
    try c.encode(f0499, forKey: .f0499)
    try c.encode(f0500, forKey: .f0500)
    try c.encodeIfPresent(f0501, forKey: .f0501)
    try c.encode(f0502, forKey: .f0502)
    try c.encode(f0503, forKey: .f0503)
    try c.encode(f0504, forKey: .f0504)
    try c.encodeIfPresent(f0505, forKey: .f0505)
    try c.encode(f0506, forKey: .f0506)
    try c.encode(f0507, forKey: .f0507)
    try c.encode(f0508, forKey: .f0508)
    try c.encodeIfPresent(f0509, forKey: .f0509)
    try c.encode(f0510, forKey: .f0510)
    try c.encode(f0511, forKey: .f0511)
    try c.encode(f0512, forKey: .f0512)
    try c.encodeIfPresent(f0513, forKey: .f0513)
    try c.encode(f0514, forKey: .f0514)
    try c.encode(f0515, forKey: .f0515)
    try c.encode(f0516, forKey: .f0516)
    try c.encodeIfPresent(f0517, forKey: .f0517)
    try c.encode(f0518, forKey: .f0518)
    try c.encode(f0519, forKey: .f0519)
    try c.encode(f0520, forKey: .f0520)
    try c.encodeIfPresent(f0521, forKey: .f0521)
    try c.encode(f0522, forKey: .f0522)
    try c.encode(f0523, forKey: .f0523)
    try c.encode(f0524, forKey: .f0524)
    try c.encodeIfPresent(f0525, forKey: .f0525)
    try c.encode(f0526, forKey: .f0526)
    try c.encode(f0527, forKey: .f0527)
    try c.encode(f0528, forKey: .f0528)
    try c.encodeIfPresent(f0529, forKey: .f0529)
    try c.encode(f0530, forKey: .f0530)
    try c.encode(f0531, forKey: .f0531)
    try c.encode(f0532, forKey: .f0532)
    try c.encodeIfPresent(f0533, forKey: .f0533)
    try c.encode(f0534, forKey: .f0534)
    try c.encode(f0535, forKey: .f0535)
    try c.encode(f0536, forKey: .f0536)
    try c.encodeIfPresent(f0537, forKey: .f0537)
    try c.encode(f0538, forKey: .f0538)
    try c.encode(f0539, forKey: .f0539)
    try c.encode(f0540, forKey: .f0540)
    try c.encodeIfPresent(f0541, forKey: .f0541)
    try c.encode(f0542, forKey: .f0542)
    try c.encode(f0543, forKey: .f0543)
    try c.encode(f0544, forKey: .f0544)
    try c.encodeIfPresent(f0545, forKey: .f0545)
    try c.encode(f0546, forKey: .f0546)
    try c.encode(f0547, forKey: .f0547)
    try c.encode(f0548, forKey: .f0548)
    try c.encodeIfPresent(f0549, forKey: .f0549)
    try c.encode(f0550, forKey: .f0550)
    try c.encode(f0551, forKey: .f0551)
    try c.encode(f0552, forKey: .f0552)
    try c.encodeIfPresent(f0553, forKey: .f0553)
    try c.encode(f0554, forKey: .f0554)
    try c.encode(f0555, forKey: .f0555)
    try c.encode(f0556, forKey: .f0556)
    try c.encodeIfPresent(f0557, forKey: .f0557)
    try c.encode(f0558, forKey: .f0558)
    try c.encode(f0559, forKey: .f0559)
    try c.encode(f0560, forKey: .f0560)
    try c.encodeIfPresent(f0561, forKey: .f0561)
    try c.encode(f0562, forKey: .f0562)
    try c.encode(f0563, forKey: .f0563)
    try c.encode(f0564, forKey: .f0564)
    try c.encodeIfPresent(f0565, forKey: .f0565)
    try c.encode(f0566, forKey: .f0566)
    try c.encode(f0567, forKey: .f0567)
    try c.encode(f0568, forKey: .f0568)
    try c.encodeIfPresent(f0569, forKey: .f0569)
    try c.encode(f0570, forKey: .f0570)
    try c.encode(f0571, forKey: .f0571)
    try c.encode(f0572, forKey: .f0572)
    try c.encodeIfPresent(f0573, forKey: .f0573)
    try c.encode(f0574, forKey: .f0574)
    try c.encode(f0575, forKey: .f0575)
    try c.encode(f0576, forKey: .f0576)
    try c.encodeIfPresent(f0577, forKey: .f0577)
    try c.encode(f0578, forKey: .f0578)
    try c.encode(f0579, forKey: .f0579)
    try c.encode(f0580, forKey: .f0580)
    try c.encodeIfPresent(f0581, forKey: .f0581)
    try c.encode(f0582, forKey: .f0582)
    try c.encode(f0583, forKey: .f0583)
    try c.encode(f0584, forKey: .f0584)
    try c.encodeIfPresent(f0585, forKey: .f0585)
    try c.encode(f0586, forKey: .f0586)
    try c.encode(f0587, forKey: .f0587)
    try c.encode(f0588, forKey: .f0588)
    try c.encodeIfPresent(f0589, forKey: .f0589)
    try c.encode(f0590, forKey: .f0590)
    try c.encode(f0591, forKey: .f0591)
    try c.encode(f0592, forKey: .f0592)
    try c.encodeIfPresent(f0593, forKey: .f0593)
    try c.encode(f0594, forKey: .f0594)
    try c.encode(f0595, forKey: .f0595)
    try c.encode(f0596, forKey: .f0596)
    try c.encodeIfPresent(f0597, forKey: .f0597)
    try c.encode(f0598, forKey: .f0598)
    try c.encode(f0599, forKey: .f0599)
    try c.encode(f0600, forKey: .f0600)
    try c.encodeIfPresent(f0601, forKey: .f0601)
    try c.encode(f0602, forKey: .f0602)
    try c.encode(f0603, forKey: .f0603)
    try c.encode(f0604, forKey: .f0604)
    try c.encodeIfPresent(f0605, forKey: .f0605)
    try c.encode(f0606, forKey: .f0606)
    try c.encode(f0607, forKey: .f0607)
    try c.encode(f0608, forKey: .f0608)
    try c.encodeIfPresent(f0609, forKey: .f0609)
    try c.encode(f0610, forKey: .f0610)
    try c.encode(f0611, forKey: .f0611)
    try c.encode(f0612, forKey: .f0612)
    try c.encodeIfPresent(f0613, forKey: .f0613)
    try c.encode(f0614, forKey: .f0614)
    try c.encode(f0615, forKey: .f0615)
    try c.encode(f0616, forKey: .f0616)
    try c.encodeIfPresent(f0617, forKey: .f0617)
    try c.encode(f0618, forKey: .f0618)
    try c.encode(f0619, forKey: .f0619)
    try c.encode(f0620, forKey: .f0620)
    try c.encodeIfPresent(f0621, forKey: .f0621)
    try c.encode(f0622, forKey: .f0622)
    try c.encode(f0623, forKey: .f0623)
    try c.encode(f0624, forKey: .f0624)
    try c.encodeIfPresent(f0625, forKey: .f0625)
    try c.encode(f0626, forKey: .f0626)
    try c.encode(f0627, forKey: .f0627)
    try c.encode(f0628, forKey: .f0628)
    try c.encodeIfPresent(f0629, forKey: .f0629)
    try c.encode(f0630, forKey: .f0630)
    try c.encode(f0631, forKey: .f0631)
    try c.encode(f0632, forKey: .f0632)
    try c.encodeIfPresent(f0633, forKey: .f0633)
    try c.encode(f0634, forKey: .f0634)
    try c.encode(f0635, forKey: .f0635)
    try c.encode(f0636, forKey: .f0636)
    try c.encodeIfPresent(f0637, forKey: .f0637)
    try c.encode(f0638, forKey: .f0638)
    try c.encode(f0639, forKey: .f0639)
    try c.encode(f0640, forKey: .f0640)
    try c.encodeIfPresent(f0641, forKey: .f0641)
    try c.encode(f0642, forKey: .f0642)
    try c.encode(f0643, forKey: .f0643)
    try c.encode(f0644, forKey: .f0644)
    try c.encodeIfPresent(f0645, forKey: .f0645)
    try c.encode(f0646, forKey: .f0646)
    try c.encode(f0647, forKey: .f0647)
    try c.encode(f0648, forKey: .f0648)
    try c.encodeIfPresent(f0649, forKey: .f0649)
    try c.encode(f0650, forKey: .f0650)
    try c.encode(f0651, forKey: .f0651)
    try c.encode(f0652, forKey: .f0652)
    try c.encodeIfPresent(f0653, forKey: .f0653)
    try c.encode(f0654, forKey: .f0654)
    try c.encode(f0655, forKey: .f0655)
    try c.encode(f0656, forKey: .f0656)
    try c.encodeIfPresent(f0657, forKey: .f0657)
    try c.encode(f0658, forKey: .f0658)
    try c.encode(f0659, forKey: .f0659)
    try c.encode(f0660, forKey: .f0660)
    try c.encodeIfPresent(f0661, forKey: .f0661)
    try c.encode(f0662, forKey: .f0662)
    try c.encode(f0663, forKey: .f0663)
    try c.encode(f0664, forKey: .f0664)
    try c.encodeIfPresent(f0665, forKey: .f0665)
    try c.encode(f0666, forKey: .f0666)
    try c.encode(f0667, forKey: .f0667)
    try c.encode(f0668, forKey: .f0668)
    try c.encodeIfPresent(f0669, forKey: .f0669)
    try c.encode(f0670, forKey: .f0670)
    try c.encode(f0671, forKey: .f0671)
    try c.encode(f0672, forKey: .f0672)
    try c.encodeIfPresent(f0673, forKey: .f0673)
    try c.encode(f0674, forKey: .f0674)
    try c.encode(f0675, forKey: .f0675)
    try c.encode(f0676, forKey: .f0676)
    try c.encodeIfPresent(f0677, forKey: .f0677)
    try c.encode(f0678, forKey: .f0678)
    try c.encode(f0679, forKey: .f0679)
    try c.encode(f0680, forKey: .f0680)
    try c.encodeIfPresent(f0681, forKey: .f0681)
    try c.encode(f0682, forKey: .f0682)
    try c.encode(f0683, forKey: .f0683)
    try c.encode(f0684, forKey: .f0684)
    try c.encodeIfPresent(f0685, forKey: .f0685)
    try c.encode(f0686, forKey: .f0686)
    try c.encode(f0687, forKey: .f0687)
    try c.encode(f0688, forKey: .f0688)
    try c.encodeIfPresent(f0689, forKey: .f0689)
    try c.encode(f0690, forKey: .f0690)
    try c.encode(f0691, forKey: .f0691)
    try c.encode(f0692, forKey: .f0692)
    try c.encodeIfPresent(f0693, forKey: .f0693)
    try c.encode(f0694, forKey: .f0694)
    try c.encode(f0695, forKey: .f0695)
    try c.encode(f0696, forKey: .f0696)
    try c.encodeIfPresent(f0697, forKey: .f0697)
    try c.encode(f0698, forKey: .f0698)
    try c.encode(f0699, forKey: .f0699)
    try c.encode(f0700, forKey: .f0700)
    try c.encodeIfPresent(f0701, forKey: .f0701)
    try c.encode(f0702, forKey: .f0702)
    try c.encode(f0703, forKey: .f0703)
    try c.encode(f0704, forKey: .f0704)
    try c.encodeIfPresent(f0705, forKey: .f0705)
    try c.encode(f0706, forKey: .f0706)
    try c.encode(f0707, forKey: .f0707)
    try c.encode(f0708, forKey: .f0708)
    try c.encodeIfPresent(f0709, forKey: .f0709)
    try c.encode(f0710, forKey: .f0710)
    try c.encode(f0711, forKey: .f0711)
    try c.encode(f0712, forKey: .f0712)
    try c.encodeIfPresent(f0713, forKey: .f0713)
    try c.encode(f0714, forKey: .f0714)
    try c.encode(f0715, forKey: .f0715)
    try c.encode(f0716, forKey: .f0716)
    try c.encodeIfPresent(f0717, forKey: .f0717)
    try c.encode(f0718, forKey: .f0718)
    try c.encode(f0719, forKey: .f0719)
    try c.encode(f0720, forKey: .f0720)
    try c.encodeIfPresent(f0721, forKey: .f0721)
    try c.encode(f0722, forKey: .f0722)
    try c.encode(f0723, forKey: .f0723)
    try c.encode(f0724, forKey: .f0724)
    try c.encodeIfPresent(f0725, forKey: .f0725)
    try c.encode(f0726, forKey: .f0726)
    try c.encode(f0727, forKey: .f0727)
    try c.encode(f0728, forKey: .f0728)
    try c.encodeIfPresent(f0729, forKey: .f0729)
    try c.encode(f0730, forKey: .f0730)
    try c.encode(f0731, forKey: .f0731)
    try c.encode(f0732, forKey: .f0732)
    try c.encodeIfPresent(f0733, forKey: .f0733)
    try c.encode(f0734, forKey: .f0734)
    try c.encode(f0735, forKey: .f0735)
    try c.encode(f0736, forKey: .f0736)
    try c.encodeIfPresent(f0737, forKey: .f0737)
    try c.encode(f0738, forKey: .f0738)
    try c.encode(f0739, forKey: .f0739)
    try c.encode(f0740, forKey: .f0740)
    try c.encodeIfPresent(f0741, forKey: .f0741)
    try c.encode(f0742, forKey: .f0742)
    try c.encode(f0743, forKey: .f0743)
    try c.encode(f0744, forKey: .f0744)
    try c.encodeIfPresent(f0745, forKey: .f0745)
    try c.encode(f0746, forKey: .f0746)
    try c.encode(f0747, forKey: .f0747)
    try c.encode(f0748, forKey: .f0748)
    try c.encodeIfPresent(f0749, forKey: .f0749)
    try c.encode(f0750, forKey: .f0750)
    try c.encode(f0751, forKey: .f0751)
    try c.encode(f0752, forKey: .f0752)
    try c.encodeIfPresent(f0753, forKey: .f0753)
    try c.encode(f0754, forKey: .f0754)
    try c.encode(f0755, forKey: .f0755)
    try c.encode(f0756, forKey: .f0756)
    try c.encodeIfPresent(f0757, forKey: .f0757)
    try c.encode(f0758, forKey: .f0758)
    try c.encode(f0759, forKey: .f0759)
    try c.encode(f0760, forKey: .f0760)
    try c.encodeIfPresent(f0761, forKey: .f0761)
    try c.encode(f0762, forKey: .f0762)
    try c.encode(f0763, forKey: .f0763)
    try c.encode(f0764, forKey: .f0764)
    try c.encodeIfPresent(f0765, forKey: .f0765)
    try c.encode(f0766, forKey: .f0766)
    try c.encode(f0767, forKey: .f0767)
    try c.encode(f0768, forKey: .f0768)
    try c.encodeIfPresent(f0769, forKey: .f0769)
    try c.encode(f0770, forKey: .f0770)
    try c.encode(f0771, forKey: .f0771)
    try c.encode(f0772, forKey: .f0772)
    try c.encodeIfPresent(f0773, forKey: .f0773)
    try c.encode(f0774, forKey: .f0774)
    try c.encode(f0775, forKey: .f0775)
    try c.encode(f0776, forKey: .f0776)
    try c.encodeIfPresent(f0777, forKey: .f0777)
    try c.encode(f0778, forKey: .f0778)
    try c.encode(f0779, forKey: .f0779)
    try c.encode(f0780, forKey: .f0780)
    try c.encodeIfPresent(f0781, forKey: .f0781)
    try c.encode(f0782, forKey: .f0782)
    try c.encode(f0783, forKey: .f0783)
    try c.encode(f0784, forKey: .f0784)
    try c.encodeIfPresent(f0785, forKey: .f0785)
    try c.encode(f0786, forKey: .f0786)
    try c.encode(f0787, forKey: .f0787)
    try c.encode(f0788, forKey: .f0788)
    try c.encodeIfPresent(f0789, forKey: .f0789)
    try c.encode(f0790, forKey: .f0790)
    try c.encode(f0791, forKey: .f0791)
    try c.encode(f0792, forKey: .f0792)
    try c.encodeIfPresent(f0793, forKey: .f0793)
    try c.encode(f0794, forKey: .f0794)
    try c.encode(f0795, forKey: .f0795)
    try c.encode(f0796, forKey: .f0796)
    try c.encodeIfPresent(f0797, forKey: .f0797)
    try c.encode(f0798, forKey: .f0798)
    try c.encode(f0799, forKey: .f0799)
    try c.encode(f0800, forKey: .f0800)
    try c.encodeIfPresent(f0801, forKey: .f0801)
    try c.encode(f0802, forKey: .f0802)
    try c.encode(f0803, forKey: .f0803)
    try c.encode(f0804, forKey: .f0804)
    try c.encodeIfPresent(f0805, forKey: .f0805)
    try c.encode(f0806, forKey: .f0806)
    try c.encode(f0807, forKey: .f0807)
    try c.encode(f0808, forKey: .f0808)
    try c.encodeIfPresent(f0809, forKey: .f0809)
    try c.encode(f0810, forKey: .f0810)
    try c.encode(f0811, forKey: .f0811)
    try c.encode(f0812, forKey: .f0812)
    try c.encodeIfPresent(f0813, forKey: .f0813)
    try c.encode(f0814, forKey: .f0814)
    try c.encode(f0815, forKey: .f0815)
    try c.encode(f0816, forKey: .f0816)
    try c.encodeIfPresent(f0817, forKey: .f0817)
    try c.encode(f0818, forKey: .f0818)
    try c.encode(f0819, forKey: .f0819)
    try c.encode(f0820, forKey: .f0820)
    try c.encodeIfPresent(f0821, forKey: .f0821)
    try c.encode(f0822, forKey: .f0822)
    try c.encode(f0823, forKey: .f0823)
    try c.encode(f0824, forKey: .f0824)
    try c.encodeIfPresent(f0825, forKey: .f0825)
    try c.encode(f0826, forKey: .f0826)
    try c.encode(f0827, forKey: .f0827)
    try c.encode(f0828, forKey: .f0828)
    try c.encodeIfPresent(f0829, forKey: .f0829)
    try c.encode(f0830, forKey: .f0830)
    try c.encode(f0831, forKey: .f0831)
    try c.encode(f0832, forKey: .f0832)
    try c.encodeIfPresent(f0833, forKey: .f0833)
    try c.encode(f0834, forKey: .f0834)
    try c.encode(f0835, forKey: .f0835)
    try c.encode(f0836, forKey: .f0836)
    try c.encodeIfPresent(f0837, forKey: .f0837)
    try c.encode(f0838, forKey: .f0838)
    try c.encode(f0839, forKey: .f0839)
    try c.encode(f0840, forKey: .f0840)
    try c.encodeIfPresent(f0841, forKey: .f0841)
    try c.encode(f0842, forKey: .f0842)
    try c.encode(f0843, forKey: .f0843)
    try c.encode(f0844, forKey: .f0844)
    try c.encodeIfPresent(f0845, forKey: .f0845)
    try c.encode(f0846, forKey: .f0846)
    try c.encode(f0847, forKey: .f0847)
    try c.encode(f0848, forKey: .f0848)
    try c.encodeIfPresent(f0849, forKey: .f0849)
    try c.encode(f0850, forKey: .f0850)
    try c.encode(f0851, forKey: .f0851)
    try c.encode(f0852, forKey: .f0852)
    try c.encodeIfPresent(f0853, forKey: .f0853)
    try c.encode(f0854, forKey: .f0854)
    try c.encode(f0855, forKey: .f0855)
    try c.encode(f0856, forKey: .f0856)
    try c.encodeIfPresent(f0857, forKey: .f0857)
    try c.encode(f0858, forKey: .f0858)
    try c.encode(f0859, forKey: .f0859)
    try c.encode(f0860, forKey: .f0860)
    try c.encodeIfPresent(f0861, forKey: .f0861)
    try c.encode(f0862, forKey: .f0862)
    try c.encode(f0863, forKey: .f0863)
    try c.encode(f0864, forKey: .f0864)
    try c.encodeIfPresent(f0865, forKey: .f0865)
    try c.encode(f0866, forKey: .f0866)
    try c.encode(f0867, forKey: .f0867)
    try c.encode(f0868, forKey: .f0868)
    try c.encodeIfPresent(f0869, forKey: .f0869)
    try c.encode(f0870, forKey: .f0870)
    try c.encode(f0871, forKey: .f0871)
    try c.encode(f0872, forKey: .f0872)
    try c.encodeIfPresent(f0873, forKey: .f0873)
    try c.encode(f0874, forKey: .f0874)
    try c.encode(f0875, forKey: .f0875)
    try c.encode(f0876, forKey: .f0876)
    try c.encodeIfPresent(f0877, forKey: .f0877)
    try c.encode(f0878, forKey: .f0878)
    try c.encode(f0879, forKey: .f0879)
    try c.encode(f0880, forKey: .f0880)
    try c.encodeIfPresent(f0881, forKey: .f0881)
    try c.encode(f0882, forKey: .f0882)
    try c.encode(f0883, forKey: .f0883)
    try c.encode(f0884, forKey: .f0884)
    try c.encodeIfPresent(f0885, forKey: .f0885)
    try c.encode(f0886, forKey: .f0886)
    try c.encode(f0887, forKey: .f0887)
    try c.encode(f0888, forKey: .f0888)
    try c.encodeIfPresent(f0889, forKey: .f0889)
    try c.encode(f0890, forKey: .f0890)
    try c.encode(f0891, forKey: .f0891)
    try c.encode(f0892, forKey: .f0892)
    try c.encodeIfPresent(f0893, forKey: .f0893)
    try c.encode(f0894, forKey: .f0894)
    try c.encode(f0895, forKey: .f0895)
    try c.encode(f0896, forKey: .f0896)
    try c.encodeIfPresent(f0897, forKey: .f0897)
    try c.encode(f0898, forKey: .f0898)
    try c.encode(f0899, forKey: .f0899)
    try c.encode(f0900, forKey: .f0900)
    try c.encodeIfPresent(f0901, forKey: .f0901)
    try c.encode(f0902, forKey: .f0902)
    try c.encode(f0903, forKey: .f0903)
    try c.encode(f0904, forKey: .f0904)
    try c.encodeIfPresent(f0905, forKey: .f0905)
    try c.encode(f0906, forKey: .f0906)
    try c.encode(f0907, forKey: .f0907)
    try c.encode(f0908, forKey: .f0908)
    try c.encodeIfPresent(f0909, forKey: .f0909)
    try c.encode(f0910, forKey: .f0910)
    try c.encode(f0911, forKey: .f0911)
    try c.encode(f0912, forKey: .f0912)
    try c.encodeIfPresent(f0913, forKey: .f0913)
    try c.encode(f0914, forKey: .f0914)
    try c.encode(f0915, forKey: .f0915)
    try c.encode(f0916, forKey: .f0916)
    try c.encodeIfPresent(f0917, forKey: .f0917)
    try c.encode(f0918, forKey: .f0918)
    try c.encode(f0919, forKey: .f0919)
    try c.encode(f0920, forKey: .f0920)
    try c.encodeIfPresent(f0921, forKey: .f0921)
    try c.encode(f0922, forKey: .f0922)
    try c.encode(f0923, forKey: .f0923)
    try c.encode(f0924, forKey: .f0924)
    try c.encodeIfPresent(f0925, forKey: .f0925)
    try c.encode(f0926, forKey: .f0926)
    try c.encode(f0927, forKey: .f0927)
    try c.encode(f0928, forKey: .f0928)
    try c.encodeIfPresent(f0929, forKey: .f0929)
    try c.encode(f0930, forKey: .f0930)
    try c.encode(f0931, forKey: .f0931)
    try c.encode(f0932, forKey: .f0932)
    try c.encodeIfPresent(f0933, forKey: .f0933)
    try c.encode(f0934, forKey: .f0934)
    try c.encode(f0935, forKey: .f0935)
    try c.encode(f0936, forKey: .f0936)
    try c.encodeIfPresent(f0937, forKey: .f0937)
    try c.encode(f0938, forKey: .f0938)
    try c.encode(f0939, forKey: .f0939)
    try c.encode(f0940, forKey: .f0940)
    try c.encodeIfPresent(f0941, forKey: .f0941)
    try c.encode(f0942, forKey: .f0942)
    try c.encode(f0943, forKey: .f0943)
    try c.encode(f0944, forKey: .f0944)
    try c.encodeIfPresent(f0945, forKey: .f0945)
    try c.encode(f0946, forKey: .f0946)
    try c.encode(f0947, forKey: .f0947)
    try c.encode(f0948, forKey: .f0948)
    try c.encodeIfPresent(f0949, forKey: .f0949)
    try c.encode(f0950, forKey: .f0950)
    try c.encode(f0951, forKey: .f0951)
    try c.encode(f0952, forKey: .f0952)
    try c.encodeIfPresent(f0953, forKey: .f0953)
    try c.encode(f0954, forKey: .f0954)
    try c.encode(f0955, forKey: .f0955)
    try c.encode(f0956, forKey: .f0956)
    try c.encodeIfPresent(f0957, forKey: .f0957)
    try c.encode(f0958, forKey: .f0958)
    try c.encode(f0959, forKey: .f0959)
    try c.encode(f0960, forKey: .f0960)
    try c.encodeIfPresent(f0961, forKey: .f0961)
    try c.encode(f0962, forKey: .f0962)
    try c.encode(f0963, forKey: .f0963)
    try c.encode(f0964, forKey: .f0964)
    try c.encodeIfPresent(f0965, forKey: .f0965)
    try c.encode(f0966, forKey: .f0966)
    try c.encode(f0967, forKey: .f0967)
    try c.encode(f0968, forKey: .f0968)
    try c.encodeIfPresent(f0969, forKey: .f0969)
    try c.encode(f0970, forKey: .f0970)
    try c.encode(f0971, forKey: .f0971)
    try c.encode(f0972, forKey: .f0972)
    try c.encodeIfPresent(f0973, forKey: .f0973)
    try c.encode(f0974, forKey: .f0974)
    try c.encode(f0975, forKey: .f0975)
    try c.encode(f0976, forKey: .f0976)
    try c.encodeIfPresent(f0977, forKey: .f0977)
    try c.encode(f0978, forKey: .f0978)
    try c.encode(f0979, forKey: .f0979)
    try c.encode(f0980, forKey: .f0980)
    try c.encodeIfPresent(f0981, forKey: .f0981)
    try c.encode(f0982, forKey: .f0982)
    try c.encode(f0983, forKey: .f0983)
    try c.encode(f0984, forKey: .f0984)
    try c.encodeIfPresent(f0985, forKey: .f0985)
    try c.encode(f0986, forKey: .f0986)
    try c.encode(f0987, forKey: .f0987)
    try c.encode(f0988, forKey: .f0988)
    try c.encodeIfPresent(f0989, forKey: .f0989)
    try c.encode(f0990, forKey: .f0990)
    try c.encode(f0991, forKey: .f0991)
    try c.encode(f0992, forKey: .f0992)
    try c.encodeIfPresent(f0993, forKey: .f0993)
    try c.encode(f0994, forKey: .f0994)
    try c.encode(f0995, forKey: .f0995)
    try c.encode(f0996, forKey: .f0996)
    try c.encodeIfPresent(f0997, forKey: .f0997)
    try c.encode(f0998, forKey: .f0998)
    try c.encode(f0999, forKey: .f0999)
  }
}
