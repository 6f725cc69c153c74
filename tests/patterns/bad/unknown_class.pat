# expect: 5:7: unknown class 'shap'
Pattern p
  ?X?
  .*.
class shap
