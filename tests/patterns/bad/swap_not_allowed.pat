# expect: 6:14: class fuseki does not allow colour swap
Pattern p
  ?X?
  .*.
class fuseki
symmetry all swap
